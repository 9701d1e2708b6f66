import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { uploadQueue } from '../upload/uploads';
import { UploadList } from './upload-list';

describe('UploadList', () => {
  it("shows each file's progress, the server's message on a failure, and Cancel while it runs", () => {
    const cancel = vi.spyOn(uploadQueue, 'cancel').mockImplementation(() => {});
    renderWithProviders(
      <UploadList
        uploads={[
          { id: 'u1', fileName: 'leaves.jpg', size: 10, progress: 40, state: 'uploading', error: null },
          {
            id: 'u2',
            fileName: 'notes.txt',
            size: 10,
            progress: 0,
            state: 'failed',
            error: 'notes.txt is not a photo, video or PDF the school accepts',
          },
        ]}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'leaves.jpg: 40% uploaded' })).toBeTruthy();
    expect(screen.getByText('notes.txt is not a photo, video or PDF the school accepts')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel notes.txt' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel leaves.jpg' }));
    expect(cancel).toHaveBeenCalledWith('u1');
  });
});
