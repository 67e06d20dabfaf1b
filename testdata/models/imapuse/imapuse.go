// want package:"analyzed" package:"exported Copy Expunge Flag Mailboxes Move Read Search"

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

func Read(c *imapclient.Client, uid imap.UID) ([]*imapclient.FetchMessageBuffer, error) { // want Read:`^effects mutate=\(config\)\?\(\(\*imapclient.Client\).Fetch\)$`
	opts := &imap.FetchOptions{BodySection: []*imap.FetchItemBodySection{{}}}
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
