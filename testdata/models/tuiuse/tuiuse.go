// want package:"analyzed" package:"methods " package:"funcvalues "

// Package tuiuse waits for a long operation behind a bubbletea spinner, as
// a CLI that also serves MCP does: the program opens the terminal
// (/dev/tty) and, when TEA_TRACE names one, a trace log it hands to a
// logger. Neither is a change a tool's client sees, so neither is in the
// summaries below (the crash log TEA_DEBUG asks for, a new file, is; the
// one a batch's goroutine writes is undecided, since the program catches
// that panic only where its catchPanics setting says so, gates.go; so are
// the color probe's tmux and the model's Update, which stay undecided).
package tuiuse

import (
	"os"

	tea "charm.land/bubbletea/v2"
)

type spinner struct{}

func (spinner) Init() tea.Cmd                         { return nil }
func (s spinner) Update(tea.Msg) (tea.Model, tea.Cmd) { return s, tea.Quit } // want Update:"effects none"
func (spinner) View() tea.View                        { return tea.NewView("waiting") }

func wait() error { // want wait:`^effects unknown\(\(\*tea\.Program\)\.Run \-> \(\*tea\.Program\)\.handleCommands \-> call of cmd\) exec!\?\(\(\*tea\.Program\)\.Run \-> colorprofile\.Detect \-> colorprofile\.tmux \-> exec\.CommandContext \-> \(tmux\)\) write\(\(\*tea\.Program\)\.Run \-> \(\*tea\.Program\)\.recoverFromPanic \-> os\.Create\) write\?\(\(\*tea\.Program\)\.Run \-> \(\*tea\.Program\)\.eventLoop \-> \(\*tea\.Program\)\.execBatchMsg \-> \(\*tea\.Program\)\.recoverFromGoPanic \-> os\.Create\) mutate!~\(\(\*tea\.Program\)\.Run \-> \(\*tea\.Program\)\.eventLoop \-> \(tea\.Model\)\.Update\)$`
	_, err := tea.NewProgram(spinner{}).Run()
	return err
}

func waitThenRemove(path string) error { // want waitThenRemove:`^effects unknown\(tuiuse\.wait \-> \(\*tea\.Program\)\.Run \-> \(\*tea\.Program\)\.handleCommands \-> call of cmd\) exec!\?\(tuiuse\.wait \-> \(\*tea\.Program\)\.Run \-> colorprofile\.Detect \-> colorprofile\.tmux \-> exec\.CommandContext \-> \(tmux\)\) write\(tuiuse\.wait \-> \(\*tea\.Program\)\.Run \-> \(\*tea\.Program\)\.recoverFromPanic \-> os\.Create\) write\?\(tuiuse\.wait \-> \(\*tea\.Program\)\.Run \-> \(\*tea\.Program\)\.eventLoop \-> \(\*tea\.Program\)\.execBatchMsg \-> \(\*tea\.Program\)\.recoverFromGoPanic \-> os\.Create\) mutate!~\(tuiuse\.wait \-> \(\*tea\.Program\)\.Run \-> \(\*tea\.Program\)\.eventLoop \-> \(tea\.Model\)\.Update\) delete!\(path=param0\)\(os\.Remove\)$`
	if err := wait(); err != nil {
		return err
	}
	return os.Remove(path)
}
