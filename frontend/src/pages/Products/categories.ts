/** Spec section 3: the categories offered; 'Other' may carry a free text of up to 100 characters. */
export const CATEGORIES = ['category 1', 'category 2', 'category 3'] as const;
export const OTHER_CATEGORY = 'Other';

/** Splits a stored category into the select value and, for anything else, the free text. */
export function splitCategory(category?: string | null): { choice?: string; other?: string } {
  if (!category) return {};
  if ((CATEGORIES as readonly string[]).includes(category) || category === OTHER_CATEGORY)
    return { choice: category };
  return { choice: OTHER_CATEGORY, other: category };
}

/** The category to store: a listed one, or the free text after Other (Other itself when blank). */
export function joinCategory(choice?: string, other?: string): string {
  if (choice === OTHER_CATEGORY) return other?.trim() || OTHER_CATEGORY;
  return choice ?? '';
}
