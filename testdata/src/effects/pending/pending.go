// want package:"analyzed" package:"methods "

// Package pending is an LSP-style client: each call registers a channel
// for its response under a fresh ID and removes it before it returns, and
// counts its requests. Neither outlives the call: the calls change nothing.
// A subscription that stays after the call is data.
package pending

import (
	"strconv"
	"sync"
	"sync/atomic"
)

type Client struct {
	mu      sync.Mutex
	nextID  atomic.Int64
	pending map[string]chan string
	flights map[string]chan string
	subs    map[string]chan string
}

func (c *Client) Call(method string) string {
	id := strconv.FormatInt(c.nextID.Add(1), 10)
	ch := make(chan string, 1)
	c.mu.Lock()
	c.pending[id] = ch
	c.mu.Unlock()
	defer func() {
		c.mu.Lock()
		delete(c.pending, id)
		c.mu.Unlock()
	}()
	return <-ch
}

func (c *Client) Notify(method string) {
	id := method
	c.pending[id] = make(chan string)
	defer delete(c.pending, id)
}

// Fetch marks the path in flight while it fetches it, and unmarks it on
// the way out, with nothing between that returns.
func (c *Client) Fetch(path string) string {
	ch := make(chan string, 1)
	c.mu.Lock()
	c.flights[path] = ch
	c.mu.Unlock()
	body := <-ch
	c.mu.Lock()
	delete(c.flights, path)
	c.mu.Unlock()
	return body
}

// FetchOrFail may return before it unmarks the path: the mark can stay.
func (c *Client) FetchOrFail(path string) string { // want FetchOrFail:`^effects mutate!=@recv\(assignment to c.flights\[path\]\) delete!@recv\(delete\(c.flights\)\)$`
	ch := make(chan string, 1)
	c.flights[path] = ch
	body := <-ch
	if body == "" {
		return ""
	}
	delete(c.flights, path)
	return body
}

func (c *Client) Subscribe(topic string) chan string { // want Subscribe:`^effects mutate!=@recv\(assignment to c.subs\[topic\]\)$`
	ch := make(chan string)
	c.subs[topic] = ch
	return ch
}

func (c *Client) Subscriber(topic string) chan string { return c.subs[topic] } // want Subscriber:`^effects none reads\(pending\.Client\.subs\)$`

// InFlight reads the marks: the flights are read.
func (c *Client) InFlight(path string) bool { // want InFlight:`^effects none reads\(pending\.Client\.flights\)$`
	_, ok := c.flights[path]
	return ok
}

// deliver hands a response to the call waiting for it: the pending
// entries are read.
func (c *Client) deliver(id, msg string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if ch, ok := c.pending[id]; ok {
		ch <- msg
	}
}
