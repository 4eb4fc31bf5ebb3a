// Placeholder until the RecipeKit module lands; see docs/ARCHITECTURE.md.
