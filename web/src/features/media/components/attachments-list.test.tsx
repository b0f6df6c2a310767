import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MediaItem } from '@forma/contract/media/media.schemas';
import { mediaItem } from '../../../test/media-fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderAt } from '../../../test/render';
import { AttachmentsList } from './attachments-list';

const video = mediaItem({ id: 1, title: 'Squat demo', type: 'video', position: 0 });
const image = mediaItem({ id: 2, title: 'Barbell', type: 'image', position: 1, src: '/b.png' });
const pdf = mediaItem({
  id: 3,
  title: 'Meal plan',
  type: 'other',
  position: 0,
  caption: 'meal-plan.pdf',
  src: '/uploads/meal-plan.pdf',
});

describe('attachments list', () => {
  it('edits in two sections; the title media toggle sets one and shows the Title badge', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderAt(<AttachmentsList items={[pdf, video, image]} mode="edit" onChange={onChange} />);
    const media = screen.getByRole('region', { name: 'Media' });
    const files = screen.getByRole('region', { name: 'Files' });
    expect(
      within(media)
        .getAllByRole('listitem')
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Squat demo', 'Barbell']);
    expect(within(files).getByText('Meal plan')).toBeInTheDocument();
    expect(
      within(files).queryByRole('button', { name: 'Set as Title media' }),
    ).not.toBeInTheDocument();

    const barbell = within(media).getByRole('listitem', { name: 'Barbell' });
    await user.click(within(barbell).getByRole('button', { name: 'Set as Title media' }));
    const next = onChange.mock.calls[0]![0] as MediaItem[];
    expect(next.filter((item) => item.title_media).map((item) => item.id)).toEqual([2]);

    await user.click(within(media).getByRole('button', { name: 'Remove Squat demo' }));
    const removed = onChange.mock.calls[1]![0] as MediaItem[];
    expect(removed.map((item) => [item.id, item.position])).toEqual([
      [2, 0],
      [3, 0],
    ]);
  });

  it('shows the Title badge and the remove toggle on the title media', () => {
    renderAt(
      <AttachmentsList
        items={[{ ...image, title_media: true }, video]}
        mode="edit"
        onChange={() => {}}
      />,
    );
    const barbell = screen.getByRole('listitem', { name: 'Barbell' });
    expect(within(barbell).getByText('Title')).toBeInTheDocument();
    expect(
      within(barbell).getByRole('button', { name: 'Remove as Title media' }),
    ).toBeInTheDocument();
  });

  it('opens media in the lightbox and offers files as downloads in view mode', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderAt(<AttachmentsList items={[pdf, image]} mode="view" />);
    const download = screen.getByRole('link', { name: 'Download meal-plan.pdf' });
    expect(download).toHaveAttribute('href', '/uploads/meal-plan.pdf');
    expect(download).toHaveAttribute('download', 'meal-plan.pdf');
    expect(screen.queryByRole('button', { name: /Title media/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open Barbell' }));
    expect(await screen.findByRole('img', { name: 'Barbell' })).toHaveAttribute('src', '/b.png');
  });
});
