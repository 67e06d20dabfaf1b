package annotations

import "testing"

// TestDescriptionWords reads the word tables against descriptions of the
// corpus's servers, quoted as their authors wrote them: each says whether it
// names a destructive act (one that deletes, or with deletes false also an
// overwrite) and whether it presents its tool as a read or as safe.
func TestDescriptionWords(t *testing.T) {
	for _, c := range []struct {
		server, desc string
		// acts: names an act that deletes; overwrites: names one that
		// overwrites (an update); reads: presents the tool as a read.
		acts, overwrites, reads bool
	}{
		// Each names the act it does to what exists.
		{"digitalocean-labs/mcp-digitalocean", "Delete a droplet", true, true, false},
		{"digitalocean-labs/mcp-digitalocean", "Flush the cache of a CDN", true, true, false},
		{"digitalocean-labs/mcp-digitalocean", "Release a reserved IPv4 or IPv6", true, true, false},
		{"digitalocean-labs/mcp-digitalocean", "Rename a droplet", true, true, false},
		{"owncloud/ocis-mcp-server", "Reject an incoming share. Requires confirm=true.", true, true, false},
		{"digitalocean-labs/mcp-digitalocean", "Reset password for a droplet", true, true, false},
		{"containers/kubernetes-mcp-server", "Uninstall a Helm release in the current or provided namespace", true, true, false},
		{"buildkite/buildkite-mcp-server", "Cancel a running build on a Buildkite pipeline", true, true, false},
		{"mark3labs/mcp-filesystem-server", "Move or rename files and directories.", true, true, false},
		{"nguyenvanduocit/jira-mcp", "Delete a Jira issue permanently. This action cannot be undone.", true, true, false},
		{"Zhwt/go-mcp-mysql", "Execute a delete SQL query. Make sure you have knowledge of the table structure before executing the query. Make sure there is always a WHERE condition. Call `desc_table` first if necessary", true, true, false},
		// An update, an edit, a set or a patch names an overwrite, not a
		// deletion.
		{"digitalocean-labs/mcp-digitalocean", "Edit a domain record", false, true, false},
		{"InkyQuill/gitlab-mcp-server", "Updates an existing merge request in a GitLab project.", false, true, false},
		{"GoogleCloudPlatform/gke-mcp", "This tool appends/updates the kubeconfig in ~/.kube/config", false, true, false},
		{"Zhwt/go-mcp-mysql", "Execute an update SQL query. Make sure you have knowledge of the table structure before executing the query. Make sure there is always a WHERE condition. Call `desc_table` first if necessary", false, true, false},
		{"bitrise-io/bitrise-mcp", "Changes whether public install page should be available for the installable artifact or not.", false, true, false},
		{"GoogleCloudPlatform/gke-mcp", "Patches a Kubernetes resource. This is similar to running `kubectl patch`.", false, true, false},
		{"InkyQuill/gitlab-mcp-server", "Sets the current GitLab project for this directory by creating a .gmcprc file. The project ID will be automatically used by other tools if not explicitly specified.", false, true, false},
		{"merev/mcp-kubernetes-server", "Apply manifests", false, true, false},
		{"LCSilent/helm-agent-eye", "Upgrade an existing Helm release and diagnose all Kubernetes resources in the target namespace", false, true, false},
		{"LCSilent/helm-agent-eye", "scale deployment replicas", false, true, false},
		{"anthoniech/proxmox-mcp-go", "Resize a disk of a VM or container", false, true, false},
		// A verb that moves the target to a state it names names the
		// overwrite; the words of an operation's name are words.
		{"gordcurrie/unifi-mcp", "Enable or disable a firewall policy. Set confirmed=true to proceed.", false, true, false},
		{"Logiphys/lgp-mcp-servers", "Publish an IT Glue document, making it visible to all users with access.", false, true, false},
		{"oschina/mcp-gitee", "Merge a pull request", false, true, false},
		{"wrkode/kube-mcp", "Resume KEDA autoscaling", false, true, false},
		{"(suspend)", "Suspend a CronJob to prevent it from creating new jobs", false, true, false},
		{"sammcj/mcp-devtools", "Advanced filesystem operations for managing files and directories.\n\n• read_file: path (required)\n• move_file: source (required), destination (required)", true, true, false},
		// Silent on what they may destroy.
		{"mark3labs/mcp-filesystem-server", "Copy files and directories.", false, false, false},
		{"(resize as a noun)", "Show the resize history of a disk", false, false, true},
		{"Zhwt/go-mcp-mysql", "Create a new table in the MySQL server. Make sure you have added proper comments for each column and the table itself", false, false, false},
		{"Zhwt/go-mcp-mysql", "Execute a write SQL query. Make sure you have knowledge of the table structure before executing the query. Make sure the data types match the columns' definitions", false, false, false},
		// "Set up" makes something; "settings", "patch" and "upgrade"
		// are nouns, "apply" part of one.
		{"jmrplens/gitlab-mcp-server", "Get the raw unified-diff output for a merge request in plain-text git-apply format. Use this for programmatic diff analysis or patch application. For human-readable structured diffs, use gitlab_mr_changes_get instead.", false, false, true},
		{"buildkite/buildkite-mcp-server", "Set up a new CI/CD pipeline in Buildkite with YAML configuration, repository connection, and cluster assignment", false, false, false},
		{"jmrplens/gitlab-mcp-server", "Get current application appearance settings. Requires admin access.", false, false, true},
		{"GoogleCloudPlatform/gke-mcp", "Generate GKE cluster upgrade risk report.", false, false, false},
		// A read, the word "release" or "edit" a noun; "merge request",
		// "lock" and "archive" nouns.
		{"(merge request)", "Merge request notes: list the notes of a merge request", false, false, false},
		{"(merge as a noun)", "Get a merge request", false, false, true},
		{"(archive as a noun)", "List the files of an archive", false, false, true},
		{"(close as an adjective)", "Find the points close to a location", false, false, true},
		{"collibra/chip", "Search for classification matches (associations between data classes and assets) in Collibra. Supports filtering by asset IDs, statuses (ACCEPTED/REJECTED/SUGGESTED), classification IDs, and asset type IDs.", false, false, true},
		{"GoogleCloudPlatform/gke-mcp", "Get GKE release notes. Prefer to use this tool if GKE release notes are needed.", false, false, true},
		{"containers/kubernetes-mcp-server", "List all the Helm releases in the current or provided namespace (or in all namespaces if specified)", false, false, true},
		{"Zhwt/go-mcp-mysql", "Execute a read-only SQL query. Make sure you have knowledge of the table structure before writing WHERE conditions. Call `desc_table` first if necessary", false, false, true},
		{"render-oss/render-mcp-server", "Run a read-only SQL query against a Render-hosted Postgres database. ", false, false, true},
		// The server's read-only mode is not the tool's.
		{"tuttlebr/kubernetes-mcp-server", "Add a Helm chart repository so that charts from it can be installed. Equivalent to 'helm repo add'. After adding, use helmInstall with the repo name prefix (e.g. \"myrepo/mychart\"). Use helmRepoList to see currently configured repositories. WRITE OPERATION: only available when server is not in read-only mode.", false, false, false},
		// Safe: the words that say so name no act.
		{"aldok10/zara-privacy-mcp", "Scan conversation context for secrets and PII. Returns risk score, findings, and recommendation without modifying the text.", false, false, true},
	} {
		if got := namesDestructiveAct(c.desc, true); got != c.acts {
			t.Errorf("%s: namesDestructiveAct(%q, deletes) = %v, want %v", c.server, c.desc, got, c.acts)
		}
		if got := namesDestructiveAct(c.desc, false); got != c.overwrites {
			t.Errorf("%s: namesDestructiveAct(%q, overwrites) = %v, want %v", c.server, c.desc, got, c.overwrites)
		}
		if got := presentsAsRead(c.desc); got != c.reads {
			t.Errorf("%s: presentsAsRead(%q) = %v, want %v", c.server, c.desc, got, c.reads)
		}
	}
}

// TestReadable: a description written in another script is one the word
// tables cannot read; an English one quoting another script's words stays
// readable.
func TestReadable(t *testing.T) {
	for desc, want := range map[string]bool{
		"GitLab Merge Request のコメントを削除します":              false, // kqns91/GitLab-MCP
		"GitLab Merge Request のディスカッションを解決済み/未解決に設定します": false,
		"Удаляет файл":                            false,
		"Delete a droplet":                        true,
		"Translate the text into Japanese (日本語).": true,
		"": true,
	} {
		if got := readable(desc); got != want {
			t.Errorf("readable(%q) = %v, want %v", desc, got, want)
		}
	}
}

// TestCreateWords reads createWords against descriptions of the corpus's
// servers: those that say the tool makes its target.
func TestCreateWords(t *testing.T) {
	for desc, want := range map[string]bool{
		"Create a new site in Datto RMM.":                              true, // Logiphys/lgp-mcp-servers, a PUT
		"Create and deploy a Scaleway Function from a local directory": true, // cyclimse/mcp-scaleway-functions, a PUT upload
		"Upserts the record under its key.":                            true,
		"Copy files and directories.":                                  false, // mark3labs/mcp-filesystem-server
		"Set up a new CI/CD pipeline in Buildkite with YAML configuration, repository connection, and cluster assignment": false,
		"Publish an IT Glue document, making it visible to all users with access.":                                        false,
	} {
		if got := createWords.MatchString(desc); got != want {
			t.Errorf("createWords.MatchString(%q) = %v, want %v", desc, got, want)
		}
	}
}
