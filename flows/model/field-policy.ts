/**
 * How a field of the state lives, declared once beside its initial value: whether a reload
 * brings it back, whether a new number's registration clears it, whether starting over on the
 * same device keeps it. Session storage, startRegistration and startOver read their key lists
 * from here, so a new field gets its policy where it is added.
 */
type Policy = {
  /** Saved to session storage, so a reload resumes the same step (docs/decisions/013). */
  readonly saved: boolean;
  /** Back to its initial value when a number the service does not know starts registering. */
  readonly perNumber: boolean;
  /** Kept when the person starts over on the same device: what the device and app gave. */
  readonly device: boolean;
};

export type FieldPolicy<T> = Policy & { readonly initial: T };

/** Every field of a state, each with its policy: the type requires each exactly once. */
export type FieldPolicies<State> = { readonly [Key in keyof State]: FieldPolicy<State[Key]> };

type Tag = keyof Policy;

/** A field's initial value and the tags of its policy: field([], 'saved', 'perNumber'). */
export const field = <T>(initial: T, ...tags: Tag[]): FieldPolicy<T> => ({
  initial,
  saved: tags.includes('saved'),
  perNumber: tags.includes('perNumber'),
  device: tags.includes('device'),
});

/** A fresh state: every initial value cloned, so no array or object is shared between runs. */
export const initialOf = <State>(fields: FieldPolicies<State>): State =>
  Object.fromEntries(
    Object.entries<FieldPolicy<unknown>>(fields).map(([key, { initial }]) => [
      key,
      structuredClone(initial),
    ]),
  ) as State;

/** The fields whose policy carries the tag, in declaration order. */
export const keysWhere = <State>(
  fields: FieldPolicies<State>,
  tag: Tag,
): readonly (keyof State & string)[] =>
  (Object.keys(fields) as (keyof State & string)[]).filter((key) => fields[key][tag]);
