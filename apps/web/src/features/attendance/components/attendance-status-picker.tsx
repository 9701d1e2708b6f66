import { NOT_MARKED, type AttendanceStatus, type MarkedStatus } from '@cue/contracts';
import { useMantineTheme, type MantineTheme } from '@mantine/core';
import { useLayoutEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pickableStatuses, statusColors } from '../attendance-statuses';
import classes from './register-row.module.css';

type OptionVariant = 'filled' | 'light';
const optionStyles = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/**
 * A status button's colours, as Mantine's Button of that colour and variant would have them (the
 * theme's resolver: autoContrast text on filled, the readable light text of theme.ts), worked out
 * once per theme rather than by every button of every row.
 */
function optionStyle(theme: MantineTheme, status: MarkedStatus, variant: OptionVariant): CSSProperties {
  let styles = optionStyles.get(theme);
  if (!styles) optionStyles.set(theme, (styles = new Map()));
  const key = `${status}:${variant}`;
  let style = styles.get(key);
  if (!style) {
    const colors = theme.variantColorResolver({ color: statusColors[status], theme, variant });
    style = {
      '--option-bg': colors.background,
      '--option-hover': colors.hover,
      '--option-color': colors.color,
      '--option-border': colors.border,
    } as CSSProperties;
    styles.set(key, style);
  }
  return style;
}

/** Mantine's own focus ring and pressed nudge, as its buttons have. */
const optionClass = `${classes.option} mantine-focus-auto mantine-active`;

function PencilIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden
    >
      <path d="M4 20h4L19 9l-4-4L4 16v4z" strokeLinejoin="round" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  );
}

/**
 * The option's letter on a phone (spec section 3 codes in English; a natural letter in Arabic and
 * Hebrew, decision 024), its word from the small breakpoint up. The button's name is hidden text,
 * not aria-label: an abbreviation such as 'غ.م' is a picture of the word, and a label must contain
 * every word a button shows (axe label-content-name-mismatch, decision 027).
 */
function StatusLabel({ status, name }: { status: MarkedStatus; name: string }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={classes.hidden}>{name}</span>
      {/* Mantine's breakpoint classes, as hiddenFrom / visibleFrom="sm" set them. */}
      <span className="mantine-hidden-from-sm" aria-hidden>
        {t(`attendance.statusLetter.${status}`)}
      </span>
      <span className="mantine-visible-from-sm" aria-hidden>
        {t(`attendance.status.${status}`)}
      </span>
    </>
  );
}

/**
 * Keeps the keyboard (and a screen reader's) place in the picker: a tap swaps its buttons (the
 * options for the chosen status, or back), and the tapped button leaves the page, so focus would
 * fall to the page body. When the picker held focus, it goes to the button now standing for the
 * status: the chosen one, or after clearing, the option just cleared.
 */
function useFocusKept(status: AttendanceStatus, isEditing: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const hadFocus = useRef(false);
  const leaving = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The status last shown as chosen: after clearing, focus goes to its option.
  const [lastMarked, setLastMarked] = useState(status);
  if (status !== NOT_MARKED && status !== lastMarked) setLastMarked(status);

  useLayoutEffect(() => {
    const active = document.activeElement;
    if (!hadFocus.current || (active && active !== document.body && active.isConnected)) return;
    const target =
      ref.current?.querySelector<HTMLButtonElement>('[data-focus-first]:not(:disabled)') ??
      ref.current?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    target?.focus();
  }, [status, isEditing]);

  return {
    ref,
    lastMarked,
    onFocus: () => {
      clearTimeout(leaving.current);
      hadFocus.current = true;
    },
    onBlur: (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node) {
        if (!ref.current?.contains(next)) hadFocus.current = false;
        return;
      }
      // No next target: a tap on the page's background, or the focused button removed by the
      // swap, whose layout effect runs first and refocuses (cancelling this).
      leaving.current = setTimeout(() => {
        hadFocus.current = false;
      });
    },
  };
}

/**
 * One child's status (spec section 4): unmarked (NA) shows every option; a click sets it; the
 * chosen status shows alone, and clicking it again reverts to NA; the pencil re-opens the options
 * ("edit mode"), where Leave is disabled (leave comes from an approved request). Every target is
 * 48 px, for a teacher going down the list on a phone. Plain buttons styled as Mantine's
 * (register-row.module.css): one per status on every row, they are most of the register's work.
 */
export function AttendanceStatusPicker({
  studentName,
  status,
  onChange,
  disabled = false,
}: {
  studentName: string;
  status: AttendanceStatus;
  onChange: (status: AttendanceStatus) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const [isEditing, setEditing] = useState(false);
  const { ref, onFocus, onBlur, lastMarked } = useFocusKept(status, isEditing);

  if (status === NOT_MARKED || isEditing) {
    const choose = (option: MarkedStatus) => {
      setEditing(false);
      onChange(option === status ? NOT_MARKED : option);
    };
    return (
      <div
        ref={ref}
        onFocus={onFocus}
        onBlur={onBlur}
        className={classes.picker}
        role="group"
        aria-label={t('attendance.picker.options', { name: studentName })}
      >
        {pickableStatuses.map((option) => {
          const isChosen = option === status;
          return (
            <button
              key={option}
              type="button"
              className={optionClass}
              style={optionStyle(theme, option, isChosen ? 'filled' : 'light')}
              data-focus-first={option === (isEditing ? status : lastMarked) || undefined}
              aria-pressed={isChosen}
              disabled={disabled || (isEditing && option === 'leave')}
              onClick={() => choose(option)}
            >
              <StatusLabel
                status={option}
                name={t('attendance.picker.set', {
                  status: t(`attendance.status.${option}`),
                  name: studentName,
                })}
              />
            </button>
          );
        })}
      </div>
    );
  }

  return (
    <div ref={ref} onFocus={onFocus} onBlur={onBlur} className={classes.picker}>
      <button
        type="button"
        className={`${optionClass} ${classes.wide}`}
        style={optionStyle(theme, status, 'filled')}
        data-focus-first
        disabled={disabled}
        onClick={() => onChange(NOT_MARKED)}
      >
        <StatusLabel
          status={status}
          name={t('attendance.picker.clear', { status: t(`attendance.status.${status}`), name: studentName })}
        />
      </button>
      <button
        type="button"
        className={`${optionClass} ${classes.edit}`}
        disabled={disabled}
        aria-label={t('attendance.picker.edit', { name: studentName })}
        onClick={() => setEditing(true)}
      >
        <PencilIcon />
      </button>
    </div>
  );
}
