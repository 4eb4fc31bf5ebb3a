// Placeholder until the RecipeBrowser module lands; see docs/ARCHITECTURE.md.
