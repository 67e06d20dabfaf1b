-- The README's Neovim setup, then a scripted session. Run by check.sh.

-- Setup, as in the README: vim.lsp.start on 0.10+, start_client and
-- buf_attach_client before.
vim.api.nvim_create_autocmd("FileType", { pattern = "go", callback = function(ev)
  if vim.fs and vim.fs.root then
    vim.lsp.start({ name = "annovet", cmd = { "annovet", "lsp" },
      root_dir = vim.fs.root(ev.buf, { "go.mod" }) })
    return
  end
  local dir = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(ev.buf), ":p:h")
  local gomod = vim.fn.findfile("go.mod", dir .. ";")
  local root = gomod ~= "" and vim.fn.fnamemodify(gomod, ":p:h") or dir
  _G.annovet_client = _G.annovet_client or vim.lsp.start_client({ name = "annovet", cmd = { "annovet", "lsp" }, root_dir = root })
  vim.lsp.buf_attach_client(ev.buf, _G.annovet_client)
end })

local failed = false
local function check(ok, what)
  io.stdout:write((ok and "ok   " or "FAIL ") .. what .. "\n")
  if not ok then failed = true end
end

local function finish()
  vim.cmd(failed and "cquit 1" or "qall!")
end

-- the annovet diagnostics of the buffer whose message contains text
local function diagnostics(text)
  local out = {}
  for _, d in ipairs(vim.diagnostic.get(0)) do
    if d.message:find(text, 1, true) then table.insert(out, d) end
  end
  return out
end

local function wait_for(what, cond)
  local ok = vim.wait(120000, cond, 200)
  check(ok, what)
  if not ok then finish() end
end

-- code actions at (line, col), 0-based
local function actions_at(line, col)
  local params = { textDocument = { uri = vim.uri_from_bufnr(0) },
    range = { start = { line = line, character = col }, ["end"] = { line = line, character = col } },
    context = { diagnostics = {} } }
  local out = {}
  for _, res in pairs(vim.lsp.buf_request_sync(0, "textDocument/codeAction", params, 10000) or {}) do
    for _, a in ipairs(res.result or {}) do table.insert(out, a) end
  end
  return out
end

local function buffer() return table.concat(vim.api.nvim_buf_get_lines(0, 0, -1, false), "\n") end

vim.schedule(function()
  vim.cmd("filetype on")
  vim.cmd("edit")
  wait_for("diagnostics on open", function() return #diagnostics('tool "read_file" has no annotations') > 0 end)
  local d = diagnostics('tool "read_file" has no annotations')[1]
  check(d.end_col > d.col, "the finding has a range (cols " .. d.col .. "-" .. d.end_col .. ")")
  local mid = math.floor((d.col + d.end_col) / 2)

  -- An unsaved edit: the old fixes must not be offered.
  vim.api.nvim_buf_set_lines(0, 0, 0, false, { "// An edit above everything." })
  check(#actions_at(d.lnum, mid) == 0, "no stale fix after an unsaved edit")

  -- Save: fresh findings, one line lower.
  vim.cmd("silent write")
  wait_for("fresh diagnostics on save", function()
    local f = diagnostics('tool "read_file" has no annotations')[1]
    return f ~= nil and f.lnum == d.lnum + 1
  end)
  d = diagnostics('tool "read_file" has no annotations')[1]

  -- The fix, asked for in the middle of the finding, applied as an editor does.
  local fix
  for _, a in ipairs(actions_at(d.lnum, mid)) do
    if a.title:find("Annotate read_file", 1, true) then fix = a end
  end
  check(fix ~= nil and fix.isPreferred, "a preferred quick fix in the middle of the finding")
  if fix then
    vim.lsp.util.apply_workspace_edit(fix.edit, "utf-16")
    check(buffer():find('ReadOnlyHint: true, OpenWorldHint: ptr(false)', 1, true) ~= nil, "the fix annotates read_file")
  end

  -- A type error: one diagnostic says why annovet has nothing to report.
  vim.api.nvim_buf_set_lines(0, 1, 1, false, { "" })
  local last = vim.api.nvim_buf_line_count(0)
  vim.api.nvim_buf_set_lines(0, last, last, false, { "var _ int = \"not an int\"" })
  vim.cmd("silent write")
  wait_for("one diagnostic explains the type error", function()
    return #diagnostics("annovet could not analyze this package") == 1
  end)
  finish()
end)
