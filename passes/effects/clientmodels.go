package effects

// This file holds the models of the API clients real MCP servers call,
// one function per client library (and per major version's import path
// where the library has several): rows of the catalogue, each checked
// against the real module by TestCatalogueRows and exercised by
// testdata/models. A REST client's model names the function that builds
// every request (the method decides, and a POST creates) and then the
// endpoints whose method says something else, as the API documents them:
// actions on what exists, POSTs that read, PUTs that add.

// rowsOf builds the rows of one client library's model, named by its
// package path: the kinds of endpoint an API documents, each for a method
// of a receiver type. The address of every one is the client's.
type rowsOf string

// set puts the resource in a state: repeating it changes nothing more.
func (p rowsOf) set(recv, name string) API {
	return API{Pkg: string(p), Recv: recv, Name: name, Kind: Mutate, Sets: true, Host: HostConfig}
}

// replace ends or replaces what was there (a value, a run, a lock, a
// machine's state): repeating it changes nothing more.
func (p rowsOf) replace(recv, name string) API {
	return API{Pkg: string(p), Recv: recv, Name: name, Kind: Mutate, Destructive: true, Sets: true, Host: HostConfig}
}

// again ends or replaces what was there again on every call: a token
// reissued, a machine rebooted.
func (p rowsOf) again(recv, name string) API {
	return API{Pkg: string(p), Recv: recv, Name: name, Kind: Mutate, Destructive: true, Accumulates: true, Host: HostConfig}
}

// run makes another of something on every call: a run, a test event, a
// snapshot, a resource created whatever the library then does to the one
// it just made (Forgejo's CreateMilestone edits the new milestone's state
// when asked for a closed one): nothing that was there before is changed.
func (p rowsOf) run(recv, name string) API {
	return API{Pkg: string(p), Recv: recv, Name: name, Kind: Mutate, Accumulates: true, Host: HostConfig}
}

// erase deletes what was recorded.
func (p rowsOf) erase(recv, name string) API {
	return API{Pkg: string(p), Recv: recv, Name: name, Kind: Delete, Destructive: true, Host: HostConfig}
}

// read only reads, whatever its method.
func (p rowsOf) read(recv, name string) API {
	return API{Pkg: string(p), Recv: recv, Name: name, Kind: Network, Host: HostConfig}
}

// gitlabClient is the model of GitLab's client-go at one major version's
// import path. Its services build every request with NewRequest or
// UploadRequest to the client's base URL, passing the method through
// their options (options.go): the method decides, and a POST creates,
// except the endpoints whose POST or PUT does something else, which GitLab's
// API documents and these rows say: the few that read (rendering markdown,
// linting CI configuration, verifying a runner's token), the PUT that adds
// rather than replaces (a generic package file), and the actions below.
// GraphQL requests are decided by their document. Request options only
// shape the request.
func gitlabClient(pkg string) []API {
	r := rowsOf(pkg)
	return []API{
		{Pkg: pkg, Recv: "*Client", Name: "NewRequest", Kind: Network, Special: restRequest, Host: HostConfig},
		{Pkg: pkg, Recv: "*Client", Name: "UploadRequest", Kind: Network, Special: restRequest, Host: HostConfig},
		{Pkg: pkg, Recv: "*GraphQL", Name: "Do", Kind: Network, Special: graphqlDoc, Host: HostConfig},
		r.read("*MarkdownService", "Render"),
		r.read("*ValidateService", "*"),
		r.read("*RunnersService", "VerifyRegisteredRunner"),
		// Publishing a generic package file is a PUT that adds a file:
		// a package version may hold several of the same name (the
		// newest is served), unless the group forbids duplicates.
		{Pkg: pkg, Recv: "*GenericPackagesService", Name: "PublishPackageFile", Kind: Mutate, Accumulates: true, Host: HostConfig},

		// Actions whose POST starts another run on every call: a job retried
		// (a new job each time), a schedule run, a hook's test event, a
		// housekeeping task, a mirror update, a status check retried. Playing
		// a manual job and retrying a pipeline's failed jobs are not such:
		// once done, a repeat finds nothing to play or retry.
		r.run("*JobsService", "RetryJob"),
		r.run("*PipelineSchedulesService", "RunPipelineSchedule"),
		r.run("*ProjectsService", "TriggerTestProjectHook"),
		r.run("*GroupsService", "TriggerTestGroupHook"),
		r.run("*ProjectsService", "StartHousekeepingProject"),
		r.run("*ProjectsService", "StartMirroringProject"),
		r.run("*ProjectMirrorService", "ForcePushMirrorUpdate"),
		r.run("*ExternalStatusChecksService", "RetryFailed*"),
		// Time spent is added to what was logged.
		r.run("*IssuesService", "AddSpentTime"),
		r.run("*MergeRequestsService", "AddSpentTime"),

		// A token rotated: the one named (or the one the client holds)
		// stops working and another is issued in its place; a repeat finds
		// it revoked and changes nothing more.
		r.replace("*PersonalAccessTokensService", "Rotate*"),
		r.replace("*ProjectAccessTokensService", "Rotate*"),
		r.replace("*GroupAccessTokensService", "Rotate*"),
		r.replace("*GroupsService", "RotateServiceAccountPersonalAccessToken"),
		r.replace("*RunnerControllerTokensService", "RotateRunnerControllerToken"),
		// A runner's token reset: the runner's or the scope's current token
		// stops working and another is issued, again on every call.
		r.again("*RunnersService", "Reset*"), // the runner's authentication token, and the registration tokens

		r.replace("*IssuesService", "SetTimeEstimate"),
		r.replace("*MergeRequestsService", "SetTimeEstimate"),
		r.replace("*FeaturesService", "SetFeatureFlag"),
		r.replace("*ProjectsService", "ChangeApprovalConfiguration"),
		r.replace("*MergeRequestApprovalsService", "ChangeApprovalConfiguration"),
		// A transfer moves the project or group: its path, its URLs and
		// who may reach it change.
		r.replace("*ProjectsService", "TransferProject"),
		r.replace("*GroupsService", "Transfer*"),
		// Stopping an environment runs its teardown (on_stop).
		{Pkg: pkg, Recv: "*EnvironmentsService", Name: "StopEnvironment", Kind: Mutate, Destructive: true, Host: HostConfig},

		// PUTs that move something to a state or a place rather than
		// replace what it holds: approving an access request (the
		// requester becomes a member), a deployment's status, a board
		// list's or an issue's position, a discussion resolved or
		// reopened, a draft note published. Repeating one changes nothing
		// more, and each is undone by its counterpart.
		r.set("*AccessRequestsService", "ApproveProjectAccessRequest"),
		r.set("*AccessRequestsService", "ApproveGroupAccessRequest"),
		r.set("*DeploymentsService", "UpdateProjectDeployment"),
		r.set("*IssueBoardsService", "UpdateIssueBoardList"),
		r.set("*GroupIssueBoardsService", "UpdateIssueBoardList"),
		r.set("*IssuesService", "ReorderIssue"),
		r.set("*DiscussionsService", "ResolveMergeRequestDiscussion"),
		r.set("*DraftNotesService", "PublishDraftNote"),
		r.set("*DraftNotesService", "PublishAllDraftNotes"),

		// POSTs and PATCHes that erase what was recorded.
		r.erase("*IssuesService", "ResetSpentTime"),
		r.erase("*IssuesService", "ResetTimeEstimate"),
		r.erase("*MergeRequestsService", "ResetSpentTime"),
		r.erase("*MergeRequestsService", "ResetTimeEstimate"),
		r.erase("*MergeRequestApprovalsService", "ResetApprovalsOfMergeRequest"),
		r.erase("*UsersService", "DisableTwoFactor"),
	}
}

// goGitHubClient is the model of go-github at one major version's import
// path. Its services build every REST request with NewRequest to the
// client's base URL: the method decides, and a POST creates, except
// rendering markdown. Form and upload requests are POSTs.
func goGitHubClient(pkg string) []API {
	return []API{
		{Pkg: pkg, Recv: "*Client", Name: "NewRequest", Kind: Network, Special: restRequest, Host: HostConfig},
		{Pkg: pkg, Recv: "*Client", Name: "NewFormRequest", Kind: Mutate, Host: HostConfig},
		{Pkg: pkg, Recv: "*Client", Name: "NewUploadRequest", Kind: Mutate, Host: HostConfig},
		{Pkg: pkg, Recv: "*MarkdownService", Name: "Render", Kind: Network, Host: HostConfig},
	}
}

// goGitHubSubIssues is the model of go-github's sub-issues (from v87):
// reprioritizing one moves it among its parent's sub-issues, a position
// set, not content replaced.
func goGitHubSubIssues(pkg string) []API {
	return []API{rowsOf(pkg).set("*SubIssueService", "Reprioritize")}
}

// kubernetesReviews is the model of Kubernetes' review resources at one
// API version: creating an access review, a rules review, a token review
// or a self review (a POST) asks the API server a question and stores
// nothing, so it reads.
func kubernetesReviews(version string) []API {
	authz := "k8s.io/client-go/kubernetes/typed/authorization/" + version
	authn := "k8s.io/client-go/kubernetes/typed/authentication/" + version
	return []API{
		{Pkg: authz, Recv: "SelfSubjectAccessReviewInterface", Name: "Create", Kind: Network, Host: HostConfig},
		{Pkg: authz, Recv: "SubjectAccessReviewInterface", Name: "Create", Kind: Network, Host: HostConfig},
		{Pkg: authz, Recv: "LocalSubjectAccessReviewInterface", Name: "Create", Kind: Network, Host: HostConfig},
		{Pkg: authz, Recv: "SelfSubjectRulesReviewInterface", Name: "Create", Kind: Network, Host: HostConfig},
		{Pkg: authn, Recv: "TokenReviewInterface", Name: "Create", Kind: Network, Host: HostConfig},
		{Pkg: authn, Recv: "SelfSubjectReviewInterface", Name: "Create", Kind: Network, Host: HostConfig},
	}
}

// kubernetesMapping is the model of how Kubernetes clients map kinds to
// resources: a REST mapper's lookups read what discovery knows of the API
// server (from memory, or with a discovery GET of the cluster the client
// talks to), and resetting a mapper or invalidating a cached discovery
// client drops the cache the client keeps of it, as client-go's disk cache
// is its own. A wait.Timer's channel is the timer's.
func kubernetesMapping() []API {
	meta := "k8s.io/apimachinery/pkg/api/meta"
	rows := []API{
		{Pkg: meta, Recv: "ResettableRESTMapper", Name: "Reset"},
		{Pkg: "k8s.io/client-go/discovery", Recv: "CachedDiscoveryInterface", Name: "Invalidate"},
		{Pkg: "k8s.io/apimachinery/pkg/util/wait", Recv: "Timer", Name: "C"},
	}
	for _, name := range []string{"KindFor", "KindsFor", "ResourceFor", "ResourcesFor", "RESTMapping", "RESTMappings", "ResourceSingularizer"} {
		rows = append(rows, API{Pkg: meta, Recv: "RESTMapper", Name: name, Kind: Network, Host: HostConfig})
	}
	return rows
}

// kubernetesExec is the model of running a command in a pod with client-go
// (kubectl exec): the exec request's parameters, a PodExecOptions given to
// VersionedParams, name the program the container runs (podexec.go); the
// parameters of any other request run nothing.
func kubernetesExec() []API {
	return []API{
		{Pkg: "k8s.io/client-go/rest", Recv: "*Request", Name: "VersionedParams", Kind: Exec, Destructive: true, Special: podExec},
	}
}

// tfeClient is the model of HashiCorp's go-tfe (HCP Terraform and
// Terraform Enterprise). Every service builds its request with the
// client's NewRequest (JSON:API: the method decides, a POST creates) and
// marshals its body with hashicorp/jsonapi; ClientRequest's Do sends it
// (the rows above). The API's actions are POSTs to .../actions/NAME on
// what exists, and these rows say what each does; adding to a
// relationship (a team's members, a policy set's workspaces) creates the
// link, as any POST.
func tfeClient(pkg string) []API {
	r := rowsOf(pkg)
	return []API{
		{Pkg: pkg, Recv: "*Client", Name: "NewRequest", Kind: Network, Special: restRequest, Host: HostConfig},
		{Pkg: pkg, Recv: "*Client", Name: "NewRequestWithAdditionalQueryParams", Kind: Network, Special: restRequest, Host: HostConfig},

		// Applying a run makes its plan's changes to the infrastructure,
		// destroying what the plan destroys; once applied, a repeat is
		// refused.
		r.replace("*runs", "Apply"),
		r.replace("*runs", "Cancel"),
		r.replace("*runs", "ForceCancel"),
		r.replace("*runs", "ForceExecute"), // cancels the runs queued before it
		r.replace("*runs", "Discard"),
		r.replace("*adminRuns", "ForceCancel"),
		r.replace("*queryRuns", "Cancel"),
		r.replace("*testRuns", "Cancel"),
		r.replace("*testRuns", "ForceCancel"),
		r.replace("stackDeploymentRuns", "Cancel"),
		r.set("*workspaces", "Lock"),
		r.set("*workspaces", "Unlock"),
		r.replace("*workspaces", "ForceUnlock"), // breaks the lock another holds
		r.erase("*workspaces", "SafeDelete*"),
		r.replace("*workspaces", "SetDataRetentionPolicy*"),
		r.replace("*organizations", "SetDataRetentionPolicy*"),
		r.erase("*registryModules", "Delete*"),
		r.replace("*registryNoCodeModules", "UpgradeWorkspace"),
		r.erase("*configurationVersions", "Archive"),
		r.erase("*configurationVersions", "SoftDeleteBackingData"),
		r.erase("*configurationVersions", "PermanentlyDeleteBackingData"),
		r.set("*configurationVersions", "RestoreBackingData"),
		r.erase("*stateVersions", "SoftDeleteBackingData"),
		r.erase("*stateVersions", "PermanentlyDeleteBackingData"),
		r.set("*stateVersions", "RestoreBackingData"),
		// An organization has one token of each type: generating one
		// revokes the one before.
		r.replace("*organizationTokens", "Create*"),
		r.replace("*adminUsers", "Suspend"),
		r.set("*adminUsers", "Unsuspend"),
		r.set("*adminUsers", "GrantAdmin"),
		r.replace("*adminUsers", "RevokeAdmin"),
		r.erase("*adminUsers", "Disable2FA"),
		r.replace("*adminOIDCSettings", "RotateKey"),
		r.erase("*adminOIDCSettings", "TrimKey"),
		r.erase("*adminSAMLSettings", "RevokeIdpCert"),
		r.replace("hyokConfigurations", "Revoke"),
		r.replace("*hyokCustomerKeyVersions", "Revoke"),
		r.read("hyokConfigurations", "Test"),
		// A test notification or audit event is sent again on every call.
		r.run("*notificationConfigurations", "Verify"),
		r.run("*organizationAuditConfigurations", "Test"),
		r.run("*adminTwilioSettings", "Verify"),
		// An override lets a run held by a failed policy or task go on.
		r.set("*policyChecks", "Override"),
		r.set("*taskStages", "Override"),
		r.set("stackDeploymentGroups", "ApproveAllPlans"),
		r.set("stackDeploymentRuns", "ApproveAllPlans"),
		r.set("stackDeploymentSteps", "Advance"),
		r.run("stackDeploymentGroups", "Rerun"),
		r.run("*stacks", "FetchLatestFromVcs"),
	}
}

// godoClient is the model of DigitalOcean's godo. Every service builds
// its request with the client's NewRequest (the method decides, a POST
// creates) and sends it with Do, which also calls the hook the program may
// set with OnRequestCompleted and records the rate limit: no effect of
// its own. The actions on what exists are POSTs to .../actions with the
// action's type, and these rows say what each does, as do the rows for
// the few other POSTs that do not create.
func godoClient(pkg string) []API {
	r := rowsOf(pkg)
	droplet := "*DropletActionsServiceOp"
	return []API{
		{Pkg: pkg, Recv: "*Client", Name: "NewRequest", Kind: Network, Special: restRequest, Host: HostConfig},
		{Pkg: pkg, Recv: "*Client", Name: "Do"},

		r.set(droplet, "PowerOn*"),
		r.set(droplet, "EnableBackups*"),
		r.set(droplet, "EnableIPv6*"),
		r.set(droplet, "EnablePrivateNetworking*"),
		r.replace(droplet, "PowerOff*"),
		r.replace(droplet, "Shutdown*"),
		r.replace(droplet, "Resize"),
		r.replace(droplet, "Rename"),
		r.replace(droplet, "ChangeKernel"),
		r.replace(droplet, "ChangeBackupPolicy"),
		r.replace(droplet, "DisableBackups*"),
		r.replace(droplet, "Restore"),
		r.replace(droplet, "Rebuild*"),
		r.again(droplet, "Reboot"),
		r.again(droplet, "PowerCycle*"),
		r.again(droplet, "PasswordReset"), // a new root password, and a power cycle
		r.run(droplet, "Snapshot*"),
		// An address assigned moves to the droplet named, from any it was
		// on.
		r.replace("*ReservedIPActionsServiceOp", "Assign"),
		r.replace("*ReservedIPActionsServiceOp", "Unassign"),
		r.replace("*ReservedIPV6ActionsServiceOp", "Assign"),
		r.replace("*ReservedIPV6ActionsServiceOp", "Unassign"),
		r.replace("*FloatingIPActionsServiceOp", "Assign"),
		r.replace("*FloatingIPActionsServiceOp", "Unassign"),
		r.set("*StorageActionsServiceOp", "Attach"),
		r.replace("*StorageActionsServiceOp", "DetachByDropletID"),
		r.replace("*StorageActionsServiceOp", "Resize"),
		r.set("*ImageActionsServiceOp", "Transfer"),
		r.replace("*ImageActionsServiceOp", "Convert"),
		r.replace("*ProjectsServiceOp", "AssignResources"), // out of the project they were in
		r.set("*TagsServiceOp", "TagResources"),
		r.replace("*DatabasesServiceOp", "ResetUserAuth"),
		r.replace("*KubernetesServiceOp", "Upgrade"),
		r.again("*KubernetesServiceOp", "RecycleNodePoolNodes"),
		r.run("*KubernetesServiceOp", "RunClusterlint"),
		r.read("*AppsServiceOp", "Detect"),
		r.read("*AppsServiceOp", "Propose"),
		r.again("*AppsServiceOp", "Restart"),
		r.again("*AppsServiceOp", "ResetDatabasePassword"),
		r.replace("*AppsServiceOp", "ToggleDatabaseTrustedSource"),
		r.replace("*AppsServiceOp", "UpdateAlertDestinations"),
		r.replace("*AppsServiceOp", "UpgradeBuildpack"),
		r.again("*PartnerAttachmentServiceOp", "RegenerateServiceKey"),
		// Garbage collection deletes the manifests no tag names and the
		// blobs no manifest does.
		r.erase("*RegistryServiceOp", "StartGarbageCollection"),
		r.erase("*RegistriesServiceOp", "StartGarbageCollection"),
		r.replace("*RegistryServiceOp", "UpdateSubscription"),
		r.replace("*RegistriesServiceOp", "UpdateSubscription"),
		r.read("*RegistryServiceOp", "ValidateName"),
		r.read("*RegistriesServiceOp", "ValidateName"),
		r.run("*OneClickServiceOp", "InstallKubernetes"),
	}
}

// forgejoClient is the model of the Forgejo SDK (a fork of Gitea's, whose
// module has a path of its own). Every request goes through the client's
// doRequest (the method decides, a POST creates); signing it with the
// user's SSH key (SignRequest, when the client was given one) reads the
// body back and sets headers, no effect of its own. The POSTs that do
// something else are the actions below: merging a pull request, answering
// or starting a transfer, dismissing a review, syncing a mirror, running
// cron tasks, a stopwatch's start and stop, and adding labels (a label
// the issue has already is not added twice).
func forgejoClient(pkg string) []API {
	r := rowsOf(pkg)
	c := "*Client"
	return []API{
		{Pkg: pkg, Recv: c, Name: "doRequest", Kind: Network, Special: restRequest, Host: HostConfig},
		{Pkg: pkg, Recv: c, Name: "SignRequest"},

		r.set(c, "MergePullRequest"),
		r.set(c, "AcceptRepoTransfer"),
		r.set(c, "RejectRepoTransfer"),
		r.replace(c, "TransferRepo"),
		r.replace(c, "DismissPullReview"),
		r.set(c, "UnDismissPullReview"),
		r.run(c, "MirrorSync"),
		r.run(c, "RunCronTasks"),
		r.set(c, "StartIssueStopWatch"),
		r.set(c, "StopIssueStopWatch"),
		r.set(c, "AddIssueLabels"),
		r.run(c, "CreateMilestone"),
	}
}

// genqlientClient is the model of genqlient's client. The code genqlient
// generates for each operation builds a Request whose Query is the
// operation's document, a constant, and hands it to the Client interface's
// MakeRequest, which whatever implements it sends (the library's own
// client, over HTTP or a websocket): the document decides, a query reads
// and a mutation changes (graphqlDoc). The row is the interface's, so it
// is read where the generated code calls it, the document in sight.
func genqlientClient(pkg string) []API {
	return []API{
		{Pkg: pkg, Recv: "Client", Name: "MakeRequest", Kind: Network, Special: graphqlDoc, Host: HostConfig},
	}
}

// imapClient is the model of go-imap v2's client. Dialling or wrapping a
// connection obtains a client (its reader dispatches the server's
// responses to the handlers a program sets in Options); logging in,
// selecting a mailbox and the session's other commands change nothing
// stored; listing, searching and asking a mailbox's status read. The
// commands that change the mailboxes are rows: STORE sets flags, COPY and
// APPEND add another message on every call, MOVE takes the messages out
// of their mailbox, EXPUNGE removes the messages marked deleted, and a
// mailbox is created, renamed or deleted. FETCH marks each message it
// returns a body of as seen, unless the body section asks to peek, which
// annovet does not read: the worst case, never a finding.
func imapClient(pkg string) []API {
	r := rowsOf(pkg)
	c := "*Client"
	var rows []API
	for _, name := range []string{"New", "NewStartTLS", "DialInsecure", "DialTLS", "DialStartTLS"} {
		rows = append(rows, API{Pkg: pkg, Name: name})
	}
	for _, name := range []string{"Login", "Authenticate", "Unauthenticate", "Logout", "Close", "Noop", "Capability", "Enable", "ID", "Idle", "Namespace", "WaitGreeting", "Select", "Unselect"} {
		rows = append(rows, API{Pkg: pkg, Recv: c, Name: name})
	}
	for _, name := range []string{"List", "Status", "Search", "UIDSearch", "Sort", "UIDSort", "Thread", "UIDThread", "GetMetadata", "GetQuota", "GetQuotaRoot", "MyRights", "GetACL"} {
		rows = append(rows, r.read(c, name))
	}
	return append(rows,
		API{Pkg: pkg, Recv: c, Name: "Fetch", Kind: Mutate, Sets: true, Open: true, Host: HostConfig, Special: imapFetch},
		r.set(c, "Store"),
		r.run(c, "Copy"),
		r.run(c, "Append"),
		r.replace(c, "Move"),
		r.erase(c, "Expunge"),
		r.erase(c, "UIDExpunge"),
		r.erase(c, "UnselectAndExpunge"),
		r.erase(c, "Delete"),
		API{Pkg: pkg, Recv: c, Name: "Create", Kind: Mutate, Host: HostConfig},
		r.replace(c, "Rename"),
		r.set(c, "Subscribe"),
		r.set(c, "Unsubscribe"),
		r.set(c, "SetMetadata"),
		r.set(c, "SetACL"),
		r.set(c, "SetQuota"),
	)
}

// helmActions is the model of Helm's action package: each action's Run
// is what `helm VERB` does to a release, through the cluster's API (the
// kubeconfig's: the client's). Installing makes a release and refuses a
// name in use. Upgrading replaces the release's manifests with the
// chart's, removing what the new chart drops, and puts the same state
// again when repeated (the revision it records is Helm's own history).
// Rolling back replaces them with an earlier revision's, and with
// another when repeated (revision 0 is the one before the current).
// Uninstalling deletes the release and its resources. Getting, listing,
// a status and a history read. Locating a chart fetches it from where the
// caller's reference says into Helm's own cache, a read over the network;
// naming a release and its chart from the arguments is no effect.
func helmActions(pkg string) []API {
	r := rowsOf(pkg)
	rows := []API{
		{Pkg: pkg, Recv: "*Install", Name: "Run", Kind: Mutate, Host: HostConfig},
		{Pkg: pkg, Recv: "*Install", Name: "RunWithContext", Kind: Mutate, Host: HostConfig},
		r.replace("*Upgrade", "Run"),
		r.replace("*Upgrade", "RunWithContext"),
		{Pkg: pkg, Recv: "*Rollback", Name: "Run", Kind: Mutate, Destructive: true, Host: HostConfig},
		r.erase("*Uninstall", "Run"),
		{Pkg: pkg, Recv: "*ChartPathOptions", Name: "LocateChart", Kind: Network, Special: urlArg},
		{Pkg: pkg, Recv: "*Install", Name: "NameAndChart"},
	}
	for _, recv := range []string{"*Get", "*GetValues", "*GetMetadata", "*List", "*Status", "*History"} {
		rows = append(rows, r.read(recv, "Run"))
	}
	return rows
}

// helmRepo is the model of Helm's repo package where its source says less
// than Helm does: downloading a chart repository's index fetches it from
// the repository's URL into Helm's own cache (the index and chart list
// files under the repository cache), a read over the network, as locating
// a chart is (helmActions); the URL is the repository entry's, which
// annovet does not follow into the receiver. The repositories file
// (repositories.yaml) is a collection of entries keyed by name: LoadFile
// reads it whole, WriteFile writes it whole, and what a write back changes
// is what was done to the entries in between (writeback.go): Add appends,
// Update replaces the entry of the same name or appends, Remove removes.
func helmRepo(pkg string) []API {
	return []API{
		{Pkg: pkg, Recv: "*ChartRepository", Name: "DownloadIndexFile", Kind: Network, Host: HostUnknown},
		{Pkg: pkg, Name: "LoadFile", Collection: collLoad},
		{Pkg: pkg, Name: "NewFile", Collection: collEmpty},
		{Pkg: pkg, Recv: "*File", Name: "WriteFile", Kind: Write, Destructive: true, Collection: collSave},
		{Pkg: pkg, Recv: "*File", Name: "Add", Collection: collAdd},
		{Pkg: pkg, Recv: "*File", Name: "Update", Collection: collPut, Key: "Name"},
		{Pkg: pkg, Recv: "*File", Name: "Remove", Collection: collRemove},
		{Pkg: pkg, Recv: "*File", Name: "Has", Collection: collHas},
	}
}

// s3Client is the model of the AWS SDK for Go v2's S3 client, by the
// operations S3's API documents (the SDK's middleware stack runs them
// through function values annovet cannot follow): a Get, a Head, a List or
// a Select reads; a Delete, or aborting a multipart upload, deletes; a Put
// (an object, or a bucket's policy, tags or configuration), a copy or a
// rename to a key, completing a multipart upload, uploading a part and an
// Update of a bucket's configuration put their target whatever was there:
// they replace, and a repeat changes nothing more. Creating a bucket makes
// one, and S3 refuses a name in use; starting a multipart upload makes
// another on every call. Opening a session obtains credentials (the
// client's), and presigning a request only signs a URL: neither sends a
// change.
func s3Client(pkg string) []API {
	r := rowsOf(pkg)
	return []API{
		r.read("*Client", "Get*"), r.read("*Client", "Head*"), r.read("*Client", "List*"), r.read("*Client", "SelectObjectContent"),
		r.erase("*Client", "Delete*"), r.erase("*Client", "AbortMultipartUpload"),
		r.replace("*Client", "Put*"), r.replace("*Client", "CopyObject"), r.replace("*Client", "RenameObject"),
		r.replace("*Client", "CompleteMultipartUpload"), r.replace("*Client", "UploadPart"), r.replace("*Client", "UploadPartCopy"),
		r.replace("*Client", "Update*"),
		r.run("*Client", "CreateMultipartUpload"),
		{Pkg: pkg, Recv: "*Client", Name: "CreateSession"},
		{Pkg: pkg, Recv: "*Client", Name: "CreateBucket*", Kind: Mutate, Host: HostConfig},
		{Pkg: pkg, Recv: "*PresignClient", Name: "Presign*"},
	}
}

// autotaskClient is the model of tphakala/go-autotask, Datto Autotask
// PSA's REST client, whose generic functions name the entity by their
// type argument (or a name, for the Raw forms). Its listings and counts
// are POSTs of a query to /ENTITY/query, which Autotask's API documents as
// reads, and its Get forms GET; a Create makes another entity on every
// call; an Update PATCHes the fields given, replacing their values (a
// repeat changes nothing more); a Delete deletes. (*Client).Do's method
// decides, as its source says.
func autotaskClient(pkg string) []API {
	r := rowsOf(pkg)
	var rows []API
	for _, name := range []string{"Get", "GetRaw", "GetChild", "List", "ListRaw", "ListIter", "ListChild", "ListChildRaw", "ListChildIter", "Count"} {
		rows = append(rows, r.read("", name))
	}
	for _, name := range []string{"Create", "CreateRaw", "CreateChild", "CreateChildRaw"} {
		rows = append(rows, r.run("", name))
	}
	return append(rows, r.replace("", "Update"), r.replace("", "UpdateRaw"), r.erase("", "Delete"), r.erase("", "DeleteRaw"))
}

// prismV3Client is the model of Nutanix's prism-go-client v3 API: every
// operation builds its request with the client's NewRequest, whose method
// decides, except the listings, which Prism's v3 API makes POSTs of a
// query to /KIND/list (and /groups): they read.
func prismV3Client(pkg string) []API {
	r := rowsOf(pkg)
	return []API{
		r.read("Operations", "List*"),
		r.read("Operations", "GroupsGetEntities"),
	}
}

// centreonClient is the model of centreon-go-client: every service builds
// its request through the client's do, whose method decides (the login it
// runs again on a 401 refreshes the client: clients.go), except
// generating and reloading the pollers' configuration, which Centreon's
// API makes a GET: it replaces the configuration the pollers run, and a
// repeat puts the same.
func centreonClient(pkg string) []API {
	r := rowsOf(pkg)
	return []API{
		r.replace("*MonitoringServerService", "GenerateAndReload*"),
	}
}

// mongoDriver is the model of MongoDB's Go driver at one major version's
// import path: a collection's inserts add, its updates and replaces
// overwrite, its deletes and drops delete, and its finds, counts,
// aggregations and listings read (the find-and-modify commands are what
// they modify), as do the cursors and results they return. Below these,
// every operation runs through the driver's connection and authentication
// plumbing, which says nothing of the call.
func mongoDriver(pkg string) []API {
	r := rowsOf(pkg)
	return []API{
		r.run("*Collection", "Insert*"),
		{Pkg: pkg, Recv: "*Collection", Name: "Update*", Kind: Mutate, Destructive: true, Host: HostConfig},
		r.replace("*Collection", "Replace*"),
		r.erase("*Collection", "Delete*"),
		r.erase("*Collection", "Drop"),
		r.erase("*Collection", "FindOneAndDelete"),
		r.replace("*Collection", "FindOneAndReplace"),
		{Pkg: pkg, Recv: "*Collection", Name: "FindOneAndUpdate", Kind: Mutate, Destructive: true, Host: HostConfig},
		r.read("*Collection", "Find*"),
		r.read("*Collection", "CountDocuments"),
		r.read("*Collection", "EstimatedDocumentCount"),
		r.read("*Collection", "Distinct"),
		r.read("*Collection", "Aggregate"),
		r.read("*Database", "ListCollection*"),
		r.read("*Client", "ListDatabase*"),
		r.erase("*Database", "Drop"),
		// What a find returns is read: decoding it, iterating it and
		// closing it (a cursor's kill on the server) are the find's.
		{Pkg: pkg, Recv: "*Cursor", Name: "*"},
		{Pkg: pkg, Recv: "*SingleResult", Name: "*"},
	}
}
