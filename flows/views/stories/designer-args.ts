import { sentenceText } from '../../../design-system/lib/format';
import type { Sentence } from '../../../vocabulary/messages/sentence';

/** A value a designer types or picks in the Controls panel. */
type Value = string | number | boolean | undefined;

type Control =
  | 'text'
  | 'number'
  | 'boolean'
  | { type: 'select' | 'inline-radio'; options: readonly string[] };

/** One thing on a screen a designer edits: a text, an amount, the children, an error. */
export type DesignerArg<Props> = {
  /** What the Controls panel says of it, in a designer's words. */
  description: string;
  control: Control;
  /**
   * For a value held inside a larger prop (the children's names in their list, the first load
   * in the money's state): where it is read from the screen's props, and how an edit is laid
   * back into them. A value that is a prop of its own needs neither.
   */
  read?: (props: Props) => Value;
  write?: (props: Props, value: Value) => Partial<Props>;
};

export type DesignerArgs<Props> = Record<string, DesignerArg<Props>>;

const typeOf = (control: Control): 'number' | 'boolean' | 'string' =>
  control === 'number' ? 'number' : control === 'boolean' ? 'boolean' : 'string';

/**
 * A screen's meta for the Controls panel: only what a designer edits is shown there (no raw
 * view-model objects, no callbacks), each with its words and a plain control. The arg types
 * also let the preview take these args from a URL (`&args=name:value`), which it does only for
 * args it has a type for.
 */
export function designerControls<Props>(edits: DesignerArgs<Props>) {
  const include = Object.keys(edits);
  return {
    argTypes: Object.fromEntries(
      Object.entries(edits).map(([name, edit]) => [
        name,
        {
          description: edit.description,
          control: edit.control,
          type: typeOf(edit.control),
        },
      ]),
    ),
    parameters: { designerArgs: edits, controls: { include }, docs: { controls: { include } } },
  } as const;
}

/** A view-model with the values read into the props' own names, so each story shows them. */
export function withDesignerValues<Input, Props extends object>(
  view: (input: Input) => Props,
  edits: DesignerArgs<Props>,
): (input: Input) => Props {
  return (input) => {
    const props = view(input);
    const values = Object.entries(edits).flatMap(([name, edit]) =>
      edit.read ? [[name, edit.read(props)]] : [],
    );
    return { ...props, ...Object.fromEntries(values) };
  };
}

/**
 * The props a story renders (.storybook/preview.tsx): the state's, under the toolbar's menus,
 * with every arg a designer changed from the story's own laid over them. A value read from
 * inside a prop is written back into it and goes no further: the screen has no such prop.
 */
export function withDesignerEdits(
  shown: Record<string, unknown>,
  args: Record<string, unknown>,
  initialArgs: Record<string, unknown>,
  edits: DesignerArgs<Record<string, unknown>>,
): Record<string, unknown> {
  let props = { ...shown };
  for (const [name, edit] of Object.entries(edits)) {
    const edited = !Object.is(args[name], initialArgs[name]);
    if (edit.write) {
      if (edited) props = { ...props, ...edit.write(props, args[name] as Value) };
      delete props[name];
    } else if (edited) {
      props[name] = args[name];
    }
  }
  return props;
}

/**
 * A sentence of the page (a refusal, a notice) as text to edit: its English words, read from
 * the message it references, and an edit shown as the words typed.
 */
export function sentenceArg<Props>(
  prop: keyof Props & string,
  description: string,
  sources: readonly Readonly<Record<string, unknown>>[],
): DesignerArg<Props> {
  return {
    description,
    control: 'text',
    read: (props) => {
      const sentence = props[prop] as Sentence | undefined;
      return sentence === undefined ? undefined : sentenceText(sentence, {}, 'en', sources);
    },
    write: (_, value) =>
      ({
        [prop]: value === undefined || value === '' ? undefined : String(value),
      }) as Partial<Props>,
  };
}
