const dateFormat = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A timestamp as dd.MM.yyyy in Swiss time (spec 00 §9); undefined for missing or invalid input. */
export function formatDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const parts = Object.fromEntries(dateFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${parts.year}`;
}

const timeFormat = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A timestamp as dd.MM.yyyy HH:mm in Swiss time (audit log). */
export function formatDateTime(value: string | null | undefined): string | undefined {
  const date = formatDate(value);
  if (!date || !value) return date;
  return `${date} ${timeFormat.format(new Date(value))}`;
}
