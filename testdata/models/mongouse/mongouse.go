// want package:"analyzed" package:"exported Collections Count Delete Find FindV1 Insert Take Update"

// Package mongouse calls MongoDB's Go driver, v2 as mongodb_go_mcp does
// and v1 as older servers do: a collection's inserts add, updates and
// replaces overwrite, deletes delete, and finds, counts, aggregations and
// listings read. Under each, the driver's operation runs through its
// connection pool and authentication (a re-authentication behind an
// interface), which the model stops above.
package mongouse

import (
	"context"

	mongov1 "go.mongodb.org/mongo-driver/mongo"
	"go.mongodb.org/mongo-driver/v2/mongo"
)

func Find(ctx context.Context, c *mongo.Collection, filter any) error { // want Find:`^effects network\(config\)\(\(\*mongo.Collection\).Find\)$`
	cur, err := c.Find(ctx, filter)
	if err != nil {
		return err
	}
	return cur.Close(ctx)
}

func Count(ctx context.Context, c *mongo.Collection, filter any) (int64, error) { // want Count:`^effects network\(config\)\(\(\*mongo.Collection\).CountDocuments\)$`
	return c.CountDocuments(ctx, filter)
}

func Collections(ctx context.Context, db *mongo.Database) ([]string, error) { // want Collections:`^effects network\(config\)\(\(\*mongo.Database\).ListCollectionNames\)$`
	return db.ListCollectionNames(ctx, map[string]any{})
}

func Insert(ctx context.Context, c *mongo.Collection, doc any) error { // want Insert:`^effects mutate\+\(config\)\(\(\*mongo.Collection\).InsertOne\)$`
	_, err := c.InsertOne(ctx, doc)
	return err
}

func Update(ctx context.Context, c *mongo.Collection, filter, update any) error { // want Update:`^effects mutate!\(config\)\(\(\*mongo.Collection\).UpdateMany\)$`
	_, err := c.UpdateMany(ctx, filter, update)
	return err
}

func Delete(ctx context.Context, c *mongo.Collection, filter any) error { // want Delete:`^effects delete!\(config\)\(\(\*mongo.Collection\).DeleteOne\)$`
	_, err := c.DeleteOne(ctx, filter)
	return err
}

// FindOneAndDelete deletes what it finds: the find-and-modify commands
// are what they modify.
func Take(ctx context.Context, c *mongo.Collection, filter any) error { // want Take:`^effects delete!\(config\)\(\(\*mongo.Collection\).FindOneAndDelete\)$`
	return c.FindOneAndDelete(ctx, filter).Err()
}

func FindV1(ctx context.Context, c *mongov1.Collection, filter any) error { // want FindV1:`^effects network\(config\)\(\(\*mongo.Collection\).FindOne\)$`
	return c.FindOne(ctx, filter).Err()
}
