package effects

import "strings"

// Redis's generic executor (go-redis's Do(ctx, "SET", key, value)) runs the
// command its first argument names: the command decides, as a statement's
// verb does for SQL. A read changes nothing; a write sets, adds or deletes
// by the table below; a command the table does not list (EVAL, CONFIG, a
// module's) is the worst case, unresolved; one the tool's arguments choose
// makes the tool multi-mode.

// redisCommands classifies the commands real servers send through Do, by
// what they do to the data.
var redisCommands = func() map[string]redisEffect {
	m := map[string]redisEffect{}
	add := func(e redisEffect, names ...string) {
		for _, n := range names {
			m[n] = e
		}
	}
	add(redisEffect{}, "GET", "MGET", "GETRANGE", "STRLEN", "EXISTS", "TYPE", "TTL", "PTTL", "EXPIRETIME",
		"KEYS", "SCAN", "SSCAN", "HSCAN", "ZSCAN", "RANDOMKEY", "DBSIZE", "DUMP", "OBJECT", "MEMORY",
		"HGET", "HMGET", "HGETALL", "HKEYS", "HVALS", "HLEN", "HEXISTS", "HSTRLEN", "HRANDFIELD",
		"LRANGE", "LLEN", "LINDEX", "LPOS", "SMEMBERS", "SISMEMBER", "SMISMEMBER", "SCARD", "SRANDMEMBER",
		"SINTER", "SUNION", "SDIFF", "ZRANGE", "ZRANGEBYSCORE", "ZRANGEBYLEX", "ZREVRANGE", "ZREVRANGEBYSCORE",
		"ZSCORE", "ZMSCORE", "ZCARD", "ZCOUNT", "ZLEXCOUNT", "ZRANK", "ZREVRANK", "XRANGE", "XREVRANGE", "XLEN",
		"XINFO", "PFCOUNT", "GEOPOS", "GEODIST", "GEOHASH", "GEOSEARCH", "GEORADIUS_RO", "BITCOUNT", "BITPOS",
		"GETBIT", "INFO", "PING", "ECHO", "TIME", "LASTSAVE", "ROLE", "COMMAND", "JSON.GET", "JSON.TYPE")
	add(redisEffect{kind: Mutate, destructive: true, sets: true}, "SET", "SETEX", "PSETEX", "MSET", "HSET",
		"HMSET", "SETRANGE", "SETBIT", "JSON.SET", "RESTORE", "COPY")
	add(redisEffect{kind: Mutate, sets: true}, "SETNX", "MSETNX", "HSETNX", "SADD", "ZADD", "PFADD", "GEOADD")
	add(redisEffect{kind: Mutate, accumulates: true}, "INCR", "INCRBY", "INCRBYFLOAT", "DECR", "DECRBY",
		"HINCRBY", "HINCRBYFLOAT", "ZINCRBY", "APPEND", "LPUSH", "RPUSH", "LPUSHX", "RPUSHX", "LINSERT",
		"XADD", "PUBLISH", "SPUBLISH")
	add(redisEffect{kind: Mutate, destructive: true}, "GETSET", "LSET", "RENAME", "RENAMENX", "MOVE",
		"EXPIRE", "PEXPIRE", "EXPIREAT", "PEXPIREAT", "PERSIST", "SMOVE", "LMOVE", "RPOPLPUSH")
	add(redisEffect{kind: Delete, destructive: true}, "DEL", "UNLINK", "GETDEL", "HDEL", "SREM", "ZREM",
		"ZREMRANGEBYSCORE", "ZREMRANGEBYRANK", "ZREMRANGEBYLEX", "LREM", "LTRIM", "LPOP", "RPOP", "SPOP",
		"ZPOPMIN", "ZPOPMAX", "BLPOP", "BRPOP", "XDEL", "XTRIM", "FLUSHDB", "FLUSHALL", "JSON.DEL")
	return m
}()

// A redisEffect is what one command does.
type redisEffect struct {
	kind                           Kind // 0: a read
	destructive, accumulates, sets bool
}

// classifyRedis returns what command name does, and whether the table
// knows it.
func classifyRedis(name string) (redisEffect, bool) {
	e, ok := redisCommands[strings.ToUpper(strings.TrimSpace(name))]
	return e, ok
}
