import { useState } from 'react';
import { GregorianCalendar, parseDate, toCalendar, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
} from 'react-aria-components';
import { useHydrated } from '../cart/add-to-cart-answer.tsx';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { FilterField, filterControlClass } from './list-controls.tsx';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayValue(value: string | null | undefined): CalendarDate | null {
  if (!value || !ISO_DAY.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/**
 * A day of a filter bar's GET form, posted as plain yyyy-mm-dd. Without JavaScript (and in the
 * server's HTML) it is a native date input; once hydrated, a React Aria DatePicker (segments and a
 * calendar in the page's locale, right-to-left and Arabic digits included). Whatever calendar the
 * locale shows (ar-SA defaults to the Islamic one), the hidden input posts the Gregorian day.
 */
export function DateFilter({
  name,
  label,
  defaultValue,
  calendarLabel,
}: {
  name: string;
  label: string;
  defaultValue: string | null;
  calendarLabel: string;
}) {
  const hydrated = useHydrated();
  const [value, setValue] = useState<CalendarDate | null>(() => dayValue(defaultValue));
  const id = `filter-${name}`;
  if (!hydrated)
    return (
      <FilterField label={label} htmlFor={id}>
        <input
          id={id}
          type="date"
          name={name}
          defaultValue={defaultValue ?? ''}
          className={filterControlClass}
        />
      </FilterField>
    );
  const posted = value ? toCalendar(value, new GregorianCalendar()).toString() : '';
  return (
    <DatePicker
      value={value}
      onChange={(next) => setValue(next ? toCalendar(next, new GregorianCalendar()) : null)}
      granularity="day"
      className="flex min-w-36 flex-col gap-1"
      data-testid={`filter-${name}`}
    >
      <Label className="text-xs font-medium text-ink-muted">{label}</Label>
      <input type="hidden" name={name} value={posted} />
      <Group className={cx(filterControlClass, 'flex items-center gap-1 focus-within:border-brand')}>
        <DateInput className="flex flex-1 items-center">
          {(segment) => (
            <DateSegment
              segment={segment}
              className="num rounded px-0.5 outline-none focus:bg-brand focus:text-white data-[placeholder]:text-ink-muted"
            />
          )}
        </DateInput>
        <Button aria-label={calendarLabel} className="rounded p-0.5 text-ink-muted hover:text-brand">
          <Icon name="chevron-down" size={16} />
        </Button>
      </Group>
      <Popover className="rounded-card border border-line bg-surface p-3 shadow-overlay">
        <Dialog className="outline-none">
          <Calendar className="flex flex-col gap-2">
            <header className="flex items-center justify-between gap-2">
              <Button slot="previous" className="rounded-full p-1 hover:bg-sand">
                <Icon name="chevron-start" size={16} />
              </Button>
              <Heading className="text-sm font-semibold" />
              <Button slot="next" className="rounded-full p-1 hover:bg-sand">
                <Icon name="chevron-end" size={16} />
              </Button>
            </header>
            <CalendarGrid className="text-sm">
              {(date) => (
                <CalendarCell
                  date={date}
                  className="num grid size-8 cursor-pointer place-items-center rounded-full outline-none hover:bg-sand data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand data-[outside-month]:hidden data-[selected]:bg-brand data-[selected]:text-white data-[disabled]:text-ink-muted"
                />
              )}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
