// want package:"analyzed"

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

func (c *Client) Subscribe(topic string) chan string { // want Subscribe:`^effects mutate!=@recv\(assignment to c.subs\[topic\]\)$`
	ch := make(chan string)
	c.subs[topic] = ch
	return ch
}

func (c *Client) Subscriber(topic string) chan string { return c.subs[topic] }

// deliver hands a response to the call waiting for it: the pending
// entries are read.
func (c *Client) deliver(id, msg string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if ch, ok := c.pending[id]; ok {
		ch <- msg
	}
}
