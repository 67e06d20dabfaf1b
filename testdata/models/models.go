// Package models imports every third-party package that a row of annovet's
// effect catalogue names, at the versions go.mod requires, so that the
// catalogue's rows are checked against the real modules
// (passes/effects TestCatalogueRows).
package models

import (
	_ "github.com/IBM/go-sdk-core/v5/core"
	_ "github.com/digitalocean/godo"
	_ "github.com/dop251/goja"
	_ "github.com/expr-lang/expr"
	_ "github.com/go-openapi/runtime"
	_ "github.com/go-openapi/runtime/client"
	_ "github.com/go-rod/rod/lib/launcher"
	_ "github.com/google/go-github/v70/github"
	_ "github.com/google/go-github/v87/github"
	_ "github.com/google/go-github/v89/github"
	_ "github.com/google/go-github/v90/github"
	_ "github.com/hashicorp/go-retryablehttp"
	_ "github.com/hashicorp/go-tfe"
	_ "github.com/hashicorp/jsonapi"
	_ "github.com/jackc/pgx/v5"
	_ "github.com/jackc/pgx/v5/pgxpool"
	_ "github.com/jmoiron/sqlx"
	_ "github.com/redis/go-redis/v9"
	_ "github.com/robertkrimen/otto"
	_ "github.com/shurcooL/githubv4"
	_ "github.com/shurcooL/graphql"
	_ "github.com/yuin/gopher-lua"
	_ "gitlab.com/gitlab-org/api/client-go"
	_ "gitlab.com/gitlab-org/api/client-go/v2"
	_ "go.mongodb.org/mongo-driver/mongo"
	_ "go.mongodb.org/mongo-driver/v2/mongo"
	_ "golang.org/x/oauth2"
	_ "golang.org/x/oauth2/clientcredentials"
	_ "google.golang.org/api/googleapi"
	_ "google.golang.org/grpc"
	_ "gorm.io/gorm"
	_ "k8s.io/cli-runtime/pkg/genericclioptions"
)
