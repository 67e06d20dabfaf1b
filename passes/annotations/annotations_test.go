package annotations_test

import (
	"path/filepath"
	"testing"

	"golang.org/x/tools/go/analysis/analysistest"

	"github.com/annovet/annovet/internal/profile"
	"github.com/annovet/annovet/internal/testenv"
	"github.com/annovet/annovet/passes/annotations"
)

func TestAnnotations(t *testing.T) {
	analysistest.RunWithSuggestedFixes(t, testenv.Src(), annotations.Analyzer, "./annotations/...")
}

func TestHumanTitle(t *testing.T) {
	project := map[string]string{"fluxcd": "FluxCD", "kubeconfig": "KubeConfig"}
	for in, want := range map[string]string{
		"delete_branch":          "Delete Branch",
		"list-files":             "List Files",
		"search":                 "Search",
		"git.log":                "Git Log",
		"create_pki_issuer":      "Create PKI Issuer",
		"run_sql_query":          "Run SQL Query",
		"get_url_id":             "Get URL ID",
		"list_github_prs":        "List GitHub PRs",
		"k8s_get_vm":             "K8s Get VM",
		"reconcile_fluxcd":       "Reconcile FluxCD",
		"set_kubeconfig_context": "Set KubeConfig Context",
		"parse_json_api":         "Parse JSON API",
	} {
		if got := annotations.HumanTitle(in, project); got != want {
			t.Errorf("HumanTitle(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestProfiles checks the profile check and its fixes under a profile
// stricter than the spec.
func TestProfiles(t *testing.T) {
	defer profile.Current.Set(profile.Default)
	if err := profile.Current.Set("chatgpt-apps"); err != nil {
		t.Fatal(err)
	}
	analysistest.RunWithSuggestedFixes(t, testenv.Src(), annotations.Analyzer, "./profiles/chatgpt")
}

// TestWire checks the wire check on servers built with SDK releases that
// drop false hints (testdata/wirecheck: mcp-go v0.26.0, go-sdk v1.6.1).
func TestWire(t *testing.T) {
	dir := filepath.Join(testenv.Root(), "testdata", "wirecheck")
	analysistest.Run(t, dir, annotations.Analyzer, "./mcpgoold")

	defer profile.Current.Set(profile.Default)
	if err := profile.Current.Set("strict"); err != nil {
		t.Fatal(err)
	}
	analysistest.Run(t, dir, annotations.Analyzer, "./gosdkold")
}
