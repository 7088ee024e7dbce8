/**
 * The members of a contract enum as a plain list, for selects and checks outside forms: the contracts' enums are
 * zod schemas, and importing one puts zod on the page. The type accepts exactly the union's members (a missing
 * or unknown one does not compile); tests compare the order with the contract's.
 */
export function enumValues<T extends string>() {
  return <const L extends readonly T[]>(values: L & ([Exclude<T, L[number]>] extends [never] ? unknown : { missing: Exclude<T, L[number]> })): readonly T[] =>
    values;
}

/** Whether `value` is one of `values` (a select's value narrowed back to the enum). */
export function isEnumValue<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
