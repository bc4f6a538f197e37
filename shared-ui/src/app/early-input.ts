type Field = HTMLInputElement | HTMLTextAreaElement;

const nativeValueSetter = (field: Field) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;

/**
 * What a visitor did in server-rendered HTML before its code arrived: boxes ticked, options
 * chosen (radios and selects), text typed. Hydration keeps that state in the page but never
 * tells React about it, so the page would show a choice it knows nothing of (a quick check would
 * not go on). Call before hydrating: the fields are set back to what the server rendered. Call
 * the function it returns once hydrated: the same input is made again, as the events a visitor's
 * input makes, and the page reacts to it.
 */
export function takeEarlyInput(area: HTMLElement): () => void {
  const replays: Array<() => void> = [];
  area.querySelectorAll<Field>('input, textarea').forEach((field) => {
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked === field.defaultChecked) return;
      const chosen = field.checked;
      field.checked = field.defaultChecked;
      // A radio left by choosing another one is chosen again by nothing: that other one's click.
      if (field.type === 'checkbox' || chosen) replays.push(() => field.click());
      return;
    }
    if (field.type === 'file' || field.type === 'hidden' || field.value === field.defaultValue) return;
    const typed = field.value;
    field.value = field.defaultValue;
    replays.push(() => {
      // The prototype's setter: React watches the field's own one and would not see a change.
      nativeValueSetter(field)?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
  });
  area.querySelectorAll('select').forEach((select) => {
    const options = [...select.options];
    const chosen = options.map((option) => option.selected);
    // A single select with no option marked selected shows its first: the browser restores that.
    options.forEach((option) => (option.selected = option.defaultSelected));
    if (options.every((option, index) => option.selected === chosen[index])) return;
    replays.push(() => {
      options.forEach((option, index) => (option.selected = chosen[index]));
      // The events a choice in the browser makes; React's onChange listens to `change`.
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  });
  return () => replays.forEach((replay) => replay());
}
