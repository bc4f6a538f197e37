import { useIntl } from 'react-intl';
import { DateInput } from './DateInput';
import { Field, type FieldBaseProps, type FieldError, inputStyles as styles } from '@portal/shared-ui/fields';
import { formMessages } from './messages';

export interface DateRangeValue {
  start: string | null | undefined;
  end: string | null | undefined;
}

export interface DateRangeInputProps extends Omit<FieldBaseProps, 'error'> {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** Errors per part; only the first of each is shown. The 'start' input has the group's id. */
  errors?: { start?: FieldError; end?: FieldError };
  startLabel?: string;
  endLabel?: string;
}

/** Start and end date in one fieldset; ids are `{id}` (start) and `{id}-end`. */
export function DateRangeInput({ value, onChange, errors, startLabel, endLabel, hint, ...field }: DateRangeInputProps) {
  const intl = useIntl();
  return (
    <Field {...field} as="group" hint={hint === undefined ? intl.formatMessage(formMessages.dateHint) : hint}>
      {({ id }) => (
        <div className={styles.range}>
          <DateInput
            id={id}
            name={`${id}-start`}
            label={startLabel ?? intl.formatMessage(formMessages.dateFrom)}
            required
            hint={null}
            value={value.start}
            error={errors?.start}
            onChange={(start) => onChange({ ...value, start })}
          />
          <DateInput
            id={`${id}-end`}
            label={endLabel ?? intl.formatMessage(formMessages.dateTo)}
            required
            hint={null}
            value={value.end}
            error={errors?.end}
            onChange={(end) => onChange({ ...value, end })}
          />
        </div>
      )}
    </Field>
  );
}
