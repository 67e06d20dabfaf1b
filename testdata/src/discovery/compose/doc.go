// Package compose holds the shapes of discovery composed, as real servers
// combine them: a project's tool type with a handler factory, kept in a
// builder's fields, filtered, and registered by a method of the type
// (inventory, tools, server); SDK pairs built by a constructor from a
// tuple, stored in a toolset's fields and registered in a loop (toolsets,
// gitlab); a local closure that wraps the registration (linear); the
// project's own pair of a tool and its handler, built as package-level
// values in packages the registering one imports, kept in a map keyed by
// name and registered ranging over it (beltmodel, beltapps, belt); a
// registrar method that hands each tool and handler to the server, given
// handlers that call a client factory the registering function was given
// (catalog); tool implementations whose Definition and Handler methods a
// generic helper over an interface registers (impltools, implreg,
// implserver); a table of resources, each with its own list of tool and
// handler pairs, registered in two nested loops (nested); a tool a function
// literal builds where it is called, kept in a package-level variable
// (iife); a project's generic tool model holding the SDK's annotations deep
// in its fields, built by a constructor in a package of its own and
// registered through a generic helper and a generic adapter (generickit,
// genericlineage, genericreg); a list of the registered tools kept beside
// them for a registry, which clients never see (shadowlist).
package compose
