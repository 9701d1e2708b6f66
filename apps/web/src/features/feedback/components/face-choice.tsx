import { faceChoices, feedbackEmojiSets, type FaceChoice, type FeedbackEmojiSet } from '@cue/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './face-choice.module.css';

/**
 * A pictorial question: three big choices (happy, okay, not yet) in the question's emoji set.
 * Native radios: Tab reaches the group, the arrow keys choose, each choice is named by its word.
 * `large` is the capture screen a child taps.
 */
export function FaceChoiceGroup({
  prompt,
  emojiSet,
  value,
  onChange,
  large = false,
  disabled = false,
}: {
  prompt: string;
  emojiSet: FeedbackEmojiSet | null;
  value: FaceChoice | null;
  onChange: (choice: FaceChoice) => void;
  large?: boolean;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  const pictures = feedbackEmojiSets[emojiSet ?? 'faces'];
  return (
    <fieldset className={`${classes.group} ${large ? classes.large : ''}`} disabled={disabled}>
      {/* The question is in the words staff wrote, whatever the screen's language: its own direction. */}
      <legend className={classes.legend} dir="auto">
        {prompt}
      </legend>
      <div className={classes.choices}>
        {faceChoices.map((choice) => (
          <label key={choice} className={classes.choice}>
            <input
              className={classes.input}
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            <span className={classes.picture} aria-hidden="true">
              {pictures[choice]}
            </span>
            <span className={classes.word}>{t(`feedback.choices.${choice}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
