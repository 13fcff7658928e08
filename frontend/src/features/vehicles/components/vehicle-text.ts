import type { TMasterItem } from '@mflow/contracts/master/master.contract';
import { OTHER_CHOICE } from '@mflow/contracts/vehicle/vehicle-kinds';

/** A code's name in the list, or the code itself while the list loads (or when the list no longer has it). */
export function nameOf(items: readonly TMasterItem[] | undefined, code: string): string {
  return items?.find((item) => item.code === code)?.name ?? code;
}

/** A chosen value and its free text: OTHER shows what the member typed. */
export function choiceText(items: readonly TMasterItem[] | undefined, code: string, other: string | null | undefined): string {
  return code === OTHER_CHOICE && other ? other : nameOf(items, code);
}

export function colourText(items: readonly TMasterItem[] | undefined, codes: readonly string[], other: string | null | undefined): string {
  return codes.map((code) => choiceText(items, code, other)).join(', ');
}
