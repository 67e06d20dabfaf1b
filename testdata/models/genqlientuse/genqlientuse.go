// want package:"analyzed" package:"exported ListProjects Projects Start StartTask"

// Package genqlientuse calls the real genqlient client the way the code
// genqlient generates does (Caido's and nais's SDKs): each operation's
// Request carries its document, a constant, to the Client interface's
// MakeRequest; a query reads, and a mutation changes, by the model's row.
package genqlientuse

import (
	"context"
	"net/http"

	"github.com/Khan/genqlient/graphql"
)

const ListProjects_Operation = `
query ListProjects {
	projects { id name }
}
`

type ListProjectsResponse struct {
	Projects []struct{ ID, Name string }
}

func ListProjects(ctx_ context.Context, client_ graphql.Client) (data_ *ListProjectsResponse, err_ error) { // want ListProjects:`^effects network\(config\)\(\(graphql.Client\).MakeRequest\)$`
	req_ := &graphql.Request{
		OpName: "ListProjects",
		Query:  ListProjects_Operation,
	}
	data_ = &ListProjectsResponse{}
	resp_ := &graphql.Response{Data: data_}
	err_ = client_.MakeRequest(ctx_, req_, resp_)
	return data_, err_
}

const StartTask_Operation = `
mutation StartTask ($id: ID!) {
	startTask(id: $id) { task { id } }
}
`

type __StartTaskInput struct {
	ID string `json:"id"`
}

func StartTask(ctx_ context.Context, client_ graphql.Client, id string) (err_ error) { // want StartTask:`^effects mutate!\(config\)\?\(\(graphql.Client\).MakeRequest\)$`
	req_ := &graphql.Request{
		OpName:    "StartTask",
		Query:     StartTask_Operation,
		Variables: &__StartTaskInput{ID: id},
	}
	resp_ := &graphql.Response{}
	return client_.MakeRequest(ctx_, req_, resp_)
}

// The program's own client is the library's, and its callers have what
// the generated code's call does.
func newClient() graphql.Client {
	return graphql.NewClient("https://api.example.com/graphql", http.DefaultClient)
}

func Projects(ctx context.Context) error { // want Projects:`^effects network\(config\)\(genqlientuse.ListProjects -> \(graphql.Client\).MakeRequest\)$`
	_, err := ListProjects(ctx, newClient())
	return err
}

func Start(ctx context.Context, id string) error { // want Start:`^effects mutate!\(config\)\?\(genqlientuse.StartTask -> \(graphql.Client\).MakeRequest\)$`
	return StartTask(ctx, newClient(), id)
}
