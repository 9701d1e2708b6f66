import { messages } from '@cue/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { firstScreenEnglish, loadCatalog } from '../locales/catalogs';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';
import { changeLanguage } from './language';

describe('server messages', () => {
  afterEach(() => changeLanguage('en'));

  it('knows every server message word for word in English, but the one the spec rewords', () => {
    const { userDoesNotExistWithEmail, ...wordForWord } = firstScreenEnglish.serverMessages;
    for (const [key, text] of Object.entries(wordForWord)) {
      expect(text).toBe(messages[key as keyof typeof messages]);
    }
    // Spec section 8: 'User Does Not Exist' when the server says 'User Does Not Exist with this Email.'
    expect(userDoesNotExistWithEmail).toBe('User Does Not Exist');
    expect(errorMessage(new ApiError(404, 'USER_NOT_FOUND', messages.userDoesNotExistWithEmail))).toBe(
      'User Does Not Exist',
    );
  });

  it("shows the server's message in the user's language", async () => {
    const error = new ApiError(404, 'PHONE_NOT_REGISTERED', messages.phoneNotRegistered);
    expect(errorMessage(error)).toBe('Phone number not registered');
    await changeLanguage('ar');
    expect(errorMessage(error)).toBe((await loadCatalog.ar()).serverMessages.phoneNotRegistered);
    await changeLanguage('he');
    expect(errorMessage(error)).toBe((await loadCatalog.he()).serverMessages.phoneNotRegistered);
  });

  it('shows a message it does not know as the server sent it', async () => {
    await changeLanguage('ar');
    expect(
      errorMessage(new ApiError(400, 'VALIDATION_ERROR', 'phno: must be 91 followed by 10 digits')),
    ).toBe('phno: must be 91 followed by 10 digits');
  });
});
