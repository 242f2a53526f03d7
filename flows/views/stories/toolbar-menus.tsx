import { TOGGLE_GLOBALS } from './toggle-globals';

/**
 * A docs page's words on the toolbar's menus that change its screen, written from the menus
 * themselves (their titles, descriptions and choices), so the page and the toolbar never
 * disagree and a new menu or choice is on its pages as soon as it is in the toolbar.
 */
export function ToolbarMenus({ of }: { of: string }) {
  const menus = Object.values(TOGGLE_GLOBALS).filter((menu) => menu.pages.includes(of));
  if (menus.length === 0) {
    return (
      <p>
        <strong>Toolbar menus:</strong> none change this page.
      </p>
    );
  }
  return (
    <>
      <p>
        <strong>Toolbar menus</strong> (each choice is a state of the product; "as the state has it"
        shows the story as it is):
      </p>
      <ul>
        {menus.map((menu) => (
          <li key={menu.title}>
            <em>{menu.title}:</em> {menu.description}. Its choices:{' '}
            {Object.values(menu.choices)
              .map((choice, index) =>
                index === 0 ? `${choice.title} (the default)` : choice.title,
              )
              .join('; ')}
            .
          </li>
        ))}
      </ul>
    </>
  );
}
