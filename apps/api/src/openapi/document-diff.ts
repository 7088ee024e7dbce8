/**
 * Compares two OpenAPI documents as JSON: what the older one has that the newer one lacks or changed (`lost`),
 * and what the newer one adds (`gained`), each as JSON paths. An array keeps an item when the newer array holds
 * an item that keeps everything of it.
 */
export interface DocumentDiff {
  lost: string[];
  gained: string[];
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isObject(value: Json | undefined): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function walk(before: Json, after: Json | undefined, path: string, diff: DocumentDiff): void {
  if (isObject(before) && isObject(after)) {
    for (const key of Object.keys(before)) walk(before[key] ?? null, after[key], `${path}/${key}`, diff);
    for (const key of Object.keys(after)) if (!(key in before)) diff.gained.push(`${path}/${key}`);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    before.forEach((item, index) => {
      if (!after.some((candidate) => compare(item, candidate).lost.length === 0)) diff.lost.push(`${path}/${index}`);
    });
    if (after.length > before.length) diff.gained.push(`${path} (+${after.length - before.length} items)`);
    return;
  }
  if (JSON.stringify(before) !== JSON.stringify(after)) diff.lost.push(path);
}

export function compare(before: Json, after: Json): DocumentDiff {
  const diff: DocumentDiff = { lost: [], gained: [] };
  walk(before, after, '', diff);
  return diff;
}
