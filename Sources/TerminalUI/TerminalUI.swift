// Placeholder until the TerminalUI module lands; see docs/ARCHITECTURE.md.
