import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { jsonResponse, mockFetch, type RecordedCall } from '../../../test/fetch-mock';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ResourceFormModal } from './resource-form-modal';
import { testResource } from './test-resources';

describe('add resource modal', () => {
  beforeAll(() => {
    // The autosizing Textareas listen for font loads, which jsdom lacks.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => {}, removeEventListener: () => {} },
      });
    }
  });
  beforeEach(() => {
    sessionStore.saveLoginResult({
      staff_user: { access_token: 'staff-access', refresh_token: 'staff-refresh' },
    });
  });

  const open = () => {
    const posts: RecordedCall[] = [];
    mockFetch({
      'POST /api/resources/': (call) => {
        posts.push(call);
        return jsonResponse({ result: testResource({ title: 'Water play tray' }) });
      },
    });
    renderWithProviders(<ResourceFormModal resource={null} onClose={() => {}} />);
    return { posts, user: userEvent.setup() };
  };
  const chooseKind = async (user: ReturnType<typeof userEvent.setup>, label: string) =>
    user.click(await screen.findByRole('radio', { name: label }));
  const add = () => screen.getByRole('button', { name: 'Add resource' });
  /** Pastes into a field (one event: typing letter by letter is slow on a shared CI machine). */
  const fill = async (user: ReturnType<typeof userEvent.setup>, name: RegExp, text: string) => {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(text);
  };

  it('a link needs a title and an http(s) address: nothing is sent until both are right', async () => {
    const { posts, user } = open();
    await chooseKind(user, 'Link');
    await user.click(add());
    expect(await screen.findByText('Give the resource a title')).toBeTruthy();
    expect(screen.getByText('Enter the web address')).toBeTruthy();

    await fill(user, /Title/, 'Rhymes');
    await fill(user, /Web address/, 'javascript:alert(1)');
    await user.click(add());
    expect(await screen.findByText('Enter a web address starting with http:// or https://')).toBeTruthy();
    expect(posts).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /Web address/ }));
    await fill(user, /Web address/, 'https://www.storyweaver.org.in');
    await user.click(add());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toMatchObject({
      kind: 'link',
      title: 'Rhymes',
      url: 'https://www.storyweaver.org.in',
    });
  }, 30_000);

  it('a file needs an uploaded file', async () => {
    const { posts, user } = open();
    await chooseKind(user, 'File');
    await fill(user, /Title/, 'Songs');
    await user.click(add());
    expect(await screen.findByText('Upload the file')).toBeTruthy();
    expect(posts).toHaveLength(0);
  }, 30_000);

  it('a materials list sends one item a line, blank lines dropped, with ages and tags', async () => {
    const { posts, user } = open();
    await chooseKind(user, 'Materials list');
    await fill(user, /Title/, 'Water play tray');
    await user.click(add());
    expect(await screen.findByText('List at least one material, one a line')).toBeTruthy();

    await fill(user, /Materials/, '  Tray \n\nJugs\nSponges');
    await user.click(screen.getByRole('checkbox', { name: 'Ages 2-3' }));
    await user.type(screen.getByLabelText('Tags', { selector: 'input' }), 'water{enter}');
    await user.click(add());
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.body).toEqual({
      kind: 'materials',
      title: 'Water play tray',
      description: '',
      materials: ['Tray', 'Jugs', 'Sponges'],
      age_bands: ['2-3'],
      tags: ['water'],
    });
  }, 30_000);

  it("shows the server's refusal on the field it names", async () => {
    mockFetch({
      'POST /api/resources/': () =>
        jsonResponse(
          { code: 'VALIDATION_ERROR', message: 'url: must start with http:// or https://', field: 'url' },
          400,
        ),
    });
    renderWithProviders(<ResourceFormModal resource={null} onClose={() => {}} />);
    const user = userEvent.setup();
    await chooseKind(user, 'Link');
    await fill(user, /Title/, 'Rhymes');
    await fill(user, /Web address/, 'https://example.org');
    await user.click(add());
    const address = screen.getByRole('textbox', { name: /Web address/ });
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
  }, 30_000);
});
