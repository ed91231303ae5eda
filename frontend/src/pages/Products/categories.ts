/** A category not offered yet is typed after choosing Other (up to 100 characters). */
export const OTHER_CATEGORY = 'Other';

/** The categories the products already use, each once, sorted; Other itself is offered on its own. */
export function knownCategories(products: readonly { category?: string | null }[]): string[] {
  const seen = new Set<string>();
  for (const { category } of products) {
    const name = category?.trim();
    if (name && name !== OTHER_CATEGORY) seen.add(name);
  }
  return [...seen].sort((a, b) => a.localeCompare(b));
}

/** Splits a stored category into the select value and, for one not offered, the free text. */
export function splitCategory(
  category: string | null | undefined,
  known: readonly string[],
): { choice?: string; other?: string } {
  if (!category) return {};
  if (known.includes(category) || category === OTHER_CATEGORY) return { choice: category };
  return { choice: OTHER_CATEGORY, other: category };
}

/** The category to store: an offered one, or the free text after Other (Other itself when blank). */
export function joinCategory(choice?: string, other?: string): string {
  if (choice === OTHER_CATEGORY) return other?.trim() || OTHER_CATEGORY;
  return choice ?? '';
}
