package effects

// This file holds the models of the API clients real MCP servers call,
// one function per client library (and per major version's import path
// where the library has several): rows of the catalogue, each checked
// against the real module by TestCatalogueRows and exercised by
// testdata/models. A REST client's model names the function that builds
// every request (the method decides, and a POST creates) and then the
// endpoints whose method says something else, as the API documents them:
// actions on what exists, POSTs that read, PUTs that add.

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
	// An action whose POST starts another run on every call: a job retried
	// (a new job each time), a schedule run, a hook's test event, a
	// housekeeping task, a mirror update, a status check retried. Playing a
	// manual job and retrying a pipeline's failed jobs are not such: once
	// done, a repeat finds nothing to play or retry.
	run := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Mutate, Accumulates: true, Host: HostConfig}
	}
	// A runner's token reset: the runner's or the scope's current token
	// stops working and another is issued, again on every call.
	reissue := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Mutate, Destructive: true, Accumulates: true, Host: HostConfig}
	}
	// A POST that puts a value in place of the one there: repeating it
	// changes nothing more.
	replace := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Mutate, Destructive: true, Sets: true, Host: HostConfig}
	}
	// A POST or PATCH that erases what was recorded.
	erase := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Delete, Destructive: true, Host: HostConfig}
	}
	return []API{
		{Pkg: pkg, Recv: "*Client", Name: "NewRequest", Kind: Network, Special: restRequest, Host: HostConfig},
		{Pkg: pkg, Recv: "*Client", Name: "UploadRequest", Kind: Network, Special: restRequest, Host: HostConfig},
		{Pkg: pkg, Recv: "*GraphQL", Name: "Do", Kind: Network, Special: graphqlDoc, Host: HostConfig},
		{Pkg: pkg, Recv: "*MarkdownService", Name: "Render", Kind: Network, Host: HostConfig},
		{Pkg: pkg, Recv: "*ValidateService", Name: "*", Kind: Network, Host: HostConfig},
		{Pkg: pkg, Recv: "*RunnersService", Name: "VerifyRegisteredRunner", Kind: Network, Host: HostConfig},
		// Publishing a generic package file is a PUT that adds a file:
		// a package version may hold several of the same name (the
		// newest is served), unless the group forbids duplicates.
		{Pkg: pkg, Recv: "*GenericPackagesService", Name: "PublishPackageFile", Kind: Mutate, Accumulates: true, Host: HostConfig},

		run("*JobsService", "RetryJob"),
		run("*PipelineSchedulesService", "RunPipelineSchedule"),
		run("*ProjectsService", "TriggerTestProjectHook"),
		run("*GroupsService", "TriggerTestGroupHook"),
		run("*ProjectsService", "StartHousekeepingProject"),
		run("*ProjectsService", "StartMirroringProject"),
		run("*ProjectMirrorService", "ForcePushMirrorUpdate"),
		run("*ExternalStatusChecksService", "RetryFailed*"),
		// Time spent is added to what was logged.
		run("*IssuesService", "AddSpentTime"),
		run("*MergeRequestsService", "AddSpentTime"),

		// A token rotated: the one named (or the one the client holds)
		// stops working and another is issued in its place; a repeat finds
		// it revoked and changes nothing more.
		replace("*PersonalAccessTokensService", "Rotate*"),
		replace("*ProjectAccessTokensService", "Rotate*"),
		replace("*GroupAccessTokensService", "Rotate*"),
		replace("*GroupsService", "RotateServiceAccountPersonalAccessToken"),
		replace("*RunnerControllerTokensService", "RotateRunnerControllerToken"),
		reissue("*RunnersService", "Reset*"), // the runner's authentication token, and the registration tokens

		replace("*IssuesService", "SetTimeEstimate"),
		replace("*MergeRequestsService", "SetTimeEstimate"),
		replace("*FeaturesService", "SetFeatureFlag"),
		replace("*ProjectsService", "ChangeApprovalConfiguration"),
		replace("*MergeRequestApprovalsService", "ChangeApprovalConfiguration"),
		// A transfer moves the project or group: its path, its URLs and
		// who may reach it change.
		replace("*ProjectsService", "TransferProject"),
		replace("*GroupsService", "Transfer*"),
		// Stopping an environment runs its teardown (on_stop).
		{Pkg: pkg, Recv: "*EnvironmentsService", Name: "StopEnvironment", Kind: Mutate, Destructive: true, Host: HostConfig},

		erase("*IssuesService", "ResetSpentTime"),
		erase("*IssuesService", "ResetTimeEstimate"),
		erase("*MergeRequestsService", "ResetSpentTime"),
		erase("*MergeRequestsService", "ResetTimeEstimate"),
		erase("*MergeRequestApprovalsService", "ResetApprovalsOfMergeRequest"),
		erase("*UsersService", "DisableTwoFactor"),
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

// tfeClient is the model of HashiCorp's go-tfe (HCP Terraform and
// Terraform Enterprise). Every service builds its request with the
// client's NewRequest (JSON:API: the method decides, a POST creates) and
// marshals its body with hashicorp/jsonapi; ClientRequest's Do sends it
// (the rows above). The API's actions are POSTs to .../actions/NAME on
// what exists, and these rows say what each does; adding to a
// relationship (a team's members, a policy set's workspaces) creates the
// link, as any POST.
func tfeClient(pkg string) []API {
	// An action that puts the resource in a state: repeating it changes
	// nothing more.
	set := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Mutate, Sets: true, Host: HostConfig}
	}
	// An action that ends or replaces what was there: a run cancelled or
	// discarded, a lock broken, a policy replaced.
	replace := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Mutate, Destructive: true, Sets: true, Host: HostConfig}
	}
	// An action that starts another run of something on every call.
	run := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Mutate, Accumulates: true, Host: HostConfig}
	}
	erase := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Delete, Destructive: true, Host: HostConfig}
	}
	return []API{
		{Pkg: pkg, Recv: "*Client", Name: "NewRequest", Kind: Network, Special: restRequest, Host: HostConfig},
		{Pkg: pkg, Recv: "*Client", Name: "NewRequestWithAdditionalQueryParams", Kind: Network, Special: restRequest, Host: HostConfig},

		// Applying a run makes its plan's changes to the infrastructure,
		// destroying what the plan destroys; once applied, a repeat is
		// refused.
		replace("*runs", "Apply"),
		replace("*runs", "Cancel"),
		replace("*runs", "ForceCancel"),
		replace("*runs", "ForceExecute"), // cancels the runs queued before it
		replace("*runs", "Discard"),
		replace("*adminRuns", "ForceCancel"),
		replace("*queryRuns", "Cancel"),
		replace("*testRuns", "Cancel"),
		replace("*testRuns", "ForceCancel"),
		replace("stackDeploymentRuns", "Cancel"),
		set("*workspaces", "Lock"),
		set("*workspaces", "Unlock"),
		replace("*workspaces", "ForceUnlock"), // breaks the lock another holds
		erase("*workspaces", "SafeDelete*"),
		replace("*workspaces", "SetDataRetentionPolicy*"),
		replace("*organizations", "SetDataRetentionPolicy*"),
		erase("*registryModules", "Delete*"),
		replace("*registryNoCodeModules", "UpgradeWorkspace"),
		erase("*configurationVersions", "Archive"),
		erase("*configurationVersions", "SoftDeleteBackingData"),
		erase("*configurationVersions", "PermanentlyDeleteBackingData"),
		set("*configurationVersions", "RestoreBackingData"),
		erase("*stateVersions", "SoftDeleteBackingData"),
		erase("*stateVersions", "PermanentlyDeleteBackingData"),
		set("*stateVersions", "RestoreBackingData"),
		// An organization has one token of each type: generating one
		// revokes the one before.
		replace("*organizationTokens", "Create*"),
		replace("*adminUsers", "Suspend"),
		set("*adminUsers", "Unsuspend"),
		set("*adminUsers", "GrantAdmin"),
		replace("*adminUsers", "RevokeAdmin"),
		erase("*adminUsers", "Disable2FA"),
		replace("*adminOIDCSettings", "RotateKey"),
		erase("*adminOIDCSettings", "TrimKey"),
		erase("*adminSAMLSettings", "RevokeIdpCert"),
		replace("hyokConfigurations", "Revoke"),
		replace("*hyokCustomerKeyVersions", "Revoke"),
		{Pkg: pkg, Recv: "hyokConfigurations", Name: "Test", Kind: Network, Host: HostConfig},
		// A test notification or audit event is sent again on every call.
		run("*notificationConfigurations", "Verify"),
		run("*organizationAuditConfigurations", "Test"),
		run("*adminTwilioSettings", "Verify"),
		// An override lets a run held by a failed policy or task go on.
		set("*policyChecks", "Override"),
		set("*taskStages", "Override"),
		set("stackDeploymentGroups", "ApproveAllPlans"),
		set("stackDeploymentRuns", "ApproveAllPlans"),
		set("stackDeploymentSteps", "Advance"),
		run("stackDeploymentGroups", "Rerun"),
		run("*stacks", "FetchLatestFromVcs"),
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
	// Puts the resource in a state: repeating it changes nothing more.
	set := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Mutate, Sets: true, Host: HostConfig}
	}
	// Ends or replaces what was there: a machine stopped, a disk rebuilt
	// or restored, a size, a name or an address's droplet replaced.
	replace := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Mutate, Destructive: true, Sets: true, Host: HostConfig}
	}
	// Interrupts or replaces again on every call: a reboot, a new password.
	again := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Mutate, Destructive: true, Accumulates: true, Host: HostConfig}
	}
	// Makes another of something on every call: a snapshot, a run.
	run := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Mutate, Accumulates: true, Host: HostConfig}
	}
	read := func(recv, name string) API {
		return API{Pkg: pkg, Recv: recv, Name: name, Kind: Network, Host: HostConfig}
	}
	droplet := "*DropletActionsServiceOp"
	return []API{
		{Pkg: pkg, Recv: "*Client", Name: "NewRequest", Kind: Network, Special: restRequest, Host: HostConfig},
		{Pkg: pkg, Recv: "*Client", Name: "Do"},

		set(droplet, "PowerOn*"),
		set(droplet, "EnableBackups*"),
		set(droplet, "EnableIPv6*"),
		set(droplet, "EnablePrivateNetworking*"),
		replace(droplet, "PowerOff*"),
		replace(droplet, "Shutdown*"),
		replace(droplet, "Resize"),
		replace(droplet, "Rename"),
		replace(droplet, "ChangeKernel"),
		replace(droplet, "ChangeBackupPolicy"),
		replace(droplet, "DisableBackups*"),
		replace(droplet, "Restore"),
		replace(droplet, "Rebuild*"),
		again(droplet, "Reboot"),
		again(droplet, "PowerCycle*"),
		again(droplet, "PasswordReset"), // a new root password, and a power cycle
		run(droplet, "Snapshot*"),
		// An address assigned moves to the droplet named, from any it was
		// on.
		replace("*ReservedIPActionsServiceOp", "Assign"),
		replace("*ReservedIPActionsServiceOp", "Unassign"),
		replace("*ReservedIPV6ActionsServiceOp", "Assign"),
		replace("*ReservedIPV6ActionsServiceOp", "Unassign"),
		replace("*FloatingIPActionsServiceOp", "Assign"),
		replace("*FloatingIPActionsServiceOp", "Unassign"),
		set("*StorageActionsServiceOp", "Attach"),
		replace("*StorageActionsServiceOp", "DetachByDropletID"),
		replace("*StorageActionsServiceOp", "Resize"),
		set("*ImageActionsServiceOp", "Transfer"),
		replace("*ImageActionsServiceOp", "Convert"),
		replace("*ProjectsServiceOp", "AssignResources"), // out of the project they were in
		set("*TagsServiceOp", "TagResources"),
		replace("*DatabasesServiceOp", "ResetUserAuth"),
		replace("*KubernetesServiceOp", "Upgrade"),
		again("*KubernetesServiceOp", "RecycleNodePoolNodes"),
		run("*KubernetesServiceOp", "RunClusterlint"),
		read("*AppsServiceOp", "Detect"),
		read("*AppsServiceOp", "Propose"),
		again("*AppsServiceOp", "Restart"),
		again("*AppsServiceOp", "ResetDatabasePassword"),
		replace("*AppsServiceOp", "ToggleDatabaseTrustedSource"),
		replace("*AppsServiceOp", "UpdateAlertDestinations"),
		replace("*AppsServiceOp", "UpgradeBuildpack"),
		again("*PartnerAttachmentServiceOp", "RegenerateServiceKey"),
		// Garbage collection deletes the manifests no tag names and the
		// blobs no manifest does.
		{Pkg: pkg, Recv: "*RegistryServiceOp", Name: "StartGarbageCollection", Kind: Delete, Destructive: true, Host: HostConfig},
		{Pkg: pkg, Recv: "*RegistriesServiceOp", Name: "StartGarbageCollection", Kind: Delete, Destructive: true, Host: HostConfig},
		replace("*RegistryServiceOp", "UpdateSubscription"),
		replace("*RegistriesServiceOp", "UpdateSubscription"),
		read("*RegistryServiceOp", "ValidateName"),
		read("*RegistriesServiceOp", "ValidateName"),
		run("*OneClickServiceOp", "InstallKubernetes"),
	}
}
