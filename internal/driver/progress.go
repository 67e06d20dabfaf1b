package driver

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// progress shows, on a terminal, what a long run is doing: one line,
// rewritten in place every second, erased when the run ends.
type progress struct {
	w        io.Writer
	progname string
	start    time.Time

	mu   sync.Mutex
	what string
	done chan struct{}
	wg   sync.WaitGroup
}

// startProgress starts showing progress on w when on is set; otherwise its
// methods do nothing.
func startProgress(w io.Writer, progname string, on bool) *progress {
	p := &progress{w: w, progname: progname, start: time.Now()}
	if !on || w == nil {
		return p
	}
	p.done = make(chan struct{})
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		t := time.NewTicker(time.Second)
		defer t.Stop()
		for {
			select {
			case <-p.done:
				fmt.Fprint(p.w, "\r\033[K")
				return
			case <-t.C:
				p.mu.Lock()
				fmt.Fprintf(p.w, "\r\033[K%s: %s... %ds", p.progname, p.what, int(time.Since(p.start).Seconds()))
				p.mu.Unlock()
			}
		}
	}()
	return p
}

func (p *progress) set(what string) {
	p.mu.Lock()
	p.what = what
	p.mu.Unlock()
}

func (p *progress) stop() {
	if p.done != nil {
		close(p.done)
		p.wg.Wait()
		p.done = nil
	}
}

// ShowProgress reports whether progress belongs on f: a terminal, outside
// CI (which sets CI=true), with TERM not "dumb".
func ShowProgress(f *os.File) bool {
	if os.Getenv("CI") != "" || os.Getenv("TERM") == "dumb" {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
