/** Whether a select's value is one of an enum's members (the lists come from `@atria/contracts/zod-free`). */
export { isEnumValue } from '@atria/contracts/zod-free';
