// want package:"analyzed" package:"exported Copy Envelope Expunge Flag Mailboxes Move Peek Read ReadMaybe ReadSection Search"

// Package imapuse calls go-imap v2's client as mail MCP servers do: a pool
// dials and logs in, and each tool selects a mailbox and runs one command.
// Dialling, logging in and selecting change nothing stored; listing and
// searching read; STORE sets flags, COPY adds another copy on every call,
// MOVE takes the message out of its mailbox, EXPUNGE removes what is
// marked deleted. FETCH marks what it returns a body of as seen unless the
// body section peeks, which annovet does not read: the worst case.
package imapuse

import (
	"github.com/emersion/go-imap/v2"
	"github.com/emersion/go-imap/v2/imapclient"
)

func Dial(addr, user, password string) (*imapclient.Client, error) {
	c, err := imapclient.DialTLS(addr, nil)
	if err != nil {
		return nil, err
	}
	if err := c.Login(user, password).Wait(); err != nil {
		return nil, err
	}
	return c, nil
}

func Mailboxes(c *imapclient.Client) ([]*imap.ListData, error) { // want Mailboxes:`^effects network\(config\)\(\(\*imapclient.Client\).List\)$`
	return c.List("", "*", nil).Collect()
}

func Search(c *imapclient.Client, mailbox string) (*imap.SearchData, error) { // want Search:`^effects network\(config\)\(\(\*imapclient.Client\).UIDSearch\)$`
	if _, err := c.Select(mailbox, nil).Wait(); err != nil {
		return nil, err
	}
	return c.UIDSearch(&imap.SearchCriteria{}, nil).Wait()
}

// Read fetches the body without peeking (BODY[]): the server marks the
// message seen.
func Read(c *imapclient.Client, uid imap.UID) ([]*imapclient.FetchMessageBuffer, error) { // want Read:`^effects mutate=\(config\)\(\(\*imapclient.Client\).Fetch\)$`
	opts := &imap.FetchOptions{BodySection: []*imap.FetchItemBodySection{{}}}
	return c.Fetch(imap.UIDSetNum(uid), opts).Collect()
}

// ReadSection fetches a section held in a local, which leaves Peek false.
func ReadSection(c *imapclient.Client, uid imap.UID) ([]*imapclient.FetchMessageBuffer, error) { // want ReadSection:`^effects mutate=\(config\)\(\(\*imapclient.Client\).Fetch\)$`
	section := &imap.FetchItemBodySection{}
	return c.Fetch(imap.UIDSetNum(uid), &imap.FetchOptions{Envelope: true, BodySection: []*imap.FetchItemBodySection{section}}).Collect()
}

// Peek fetches the body with BODY.PEEK[], and Envelope only the envelope
// and flags: both read.
func Peek(c *imapclient.Client, uid imap.UID) ([]*imapclient.FetchMessageBuffer, error) { // want Peek:`^effects network\(config\)\(\(\*imapclient.Client\).Fetch\)$`
	return c.Fetch(imap.UIDSetNum(uid), &imap.FetchOptions{BodySection: []*imap.FetchItemBodySection{{Peek: true}}}).Collect()
}

func Envelope(c *imapclient.Client, uid imap.UID) ([]*imapclient.FetchMessageBuffer, error) { // want Envelope:`^effects network\(config\)\(\(\*imapclient.Client\).Fetch\)$`
	return c.Fetch(imap.UIDSetNum(uid), &imap.FetchOptions{Envelope: true, Flags: true}).Collect()
}

// ReadMaybe's sections are set after the literal, where annovet does not
// read them: the worst case, undecided.
func ReadMaybe(c *imapclient.Client, uid imap.UID, peek bool) ([]*imapclient.FetchMessageBuffer, error) { // want ReadMaybe:`^effects mutate=\(config\)\?\(\(\*imapclient.Client\).Fetch\)$`
	opts := &imap.FetchOptions{UID: true}
	opts.BodySection = []*imap.FetchItemBodySection{{Peek: peek}}
	return c.Fetch(imap.UIDSetNum(uid), opts).Collect()
}

func Flag(c *imapclient.Client, uid imap.UID) error { // want Flag:`^effects mutate=\(config\)\(\(\*imapclient.Client\).Store\)$`
	return c.Store(imap.UIDSetNum(uid), &imap.StoreFlags{Op: imap.StoreFlagsAdd, Flags: []imap.Flag{imap.FlagFlagged}}, nil).Close()
}

func Copy(c *imapclient.Client, uid imap.UID, to string) error { // want Copy:`^effects mutate\+\(config\)\(\(\*imapclient.Client\).Copy\)$`
	_, err := c.Copy(imap.UIDSetNum(uid), to).Wait()
	return err
}

func Move(c *imapclient.Client, uid imap.UID, to string) error { // want Move:`^effects mutate!=\(config\)\(\(\*imapclient.Client\).Move\)$`
	_, err := c.Move(imap.UIDSetNum(uid), to).Wait()
	return err
}

func Expunge(c *imapclient.Client) error { // want Expunge:`^effects delete!\(config\)\(\(\*imapclient.Client\).Expunge\)$`
	return c.Expunge().Close()
}
