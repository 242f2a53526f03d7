import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TOGGLE_GLOBALS } from '../../flows/views/stories/toggle-globals';

// A docs page says what the toolbar's menus do to its screen in the menus' own words
// (ToolbarMenus), so each page a menu names must show them, and none may show them for a
// screen the menus do not name.
const screensDir = fileURLToPath(new URL('../../design-system/screens/', import.meta.url));
const docsPages = readdirSync(screensDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => readFileSync(path.join(screensDir, file), 'utf8'));

const placeOf = (page: string) => /<FlowPlace of="([^"]+)" \/>/.exec(page)?.[1];
const menusOf = (page: string) => /<ToolbarMenus of="([^"]+)" \/>/.exec(page)?.[1];

describe("the docs pages' toolbar menus", () => {
  it('finds the docs pages', () => {
    expect(docsPages.length).toBeGreaterThan(30);
  });

  it("are on every page a menu changes, for that page's own screen", () => {
    const withMenus = new Set(Object.values(TOGGLE_GLOBALS).flatMap((menu) => menu.pages));
    const shown = new Map(docsPages.map((page) => [placeOf(page), menusOf(page)]));
    for (const title of withMenus) expect(shown.get(title), title).toBe(title);
    for (const page of docsPages) {
      const of = menusOf(page);
      if (of) expect(of).toBe(placeOf(page));
    }
  });

  it('keep no hand-written copy of a menu', () => {
    for (const page of docsPages.filter(menusOf)) {
      expect(page).not.toMatch(/^\*\*Toggles/m);
    }
  });
});
