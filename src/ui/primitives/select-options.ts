// What a select offers, shared by the light button (Select.tsx) and the lazily loaded listbox
// (SelectPopup.tsx), which both read it from here.

export interface SelectOption<V extends string = string> {
  value: V
  label: string
  /** A second line under the label (e.g. what a visibility means). */
  description?: string
  disabled?: boolean
}
