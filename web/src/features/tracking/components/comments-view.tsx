import { useState } from 'react';
import { Badge, Button, Collapse, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  getAthleteCalendarDaysEndpoint,
  getAthleteCalendarEndpoint,
  getAthleteCommentsEndpoint,
  replyToAthleteEndpoint,
} from '@forma/contract/tracking/tracking.endpoints';
import type { Comment } from '@forma/contract/tracking/results.schemas';
import { call } from '../../../lib/call';
import { sharedTexts } from '../../../lib/messages';
import { useBlockComments } from '../api/calendar-api';
import { useRefresh } from '../api/use-refresh';
import type { PendingComment, ShownBlock } from '../model/overlay-pending';
import { useTrainingChanges } from '../sync/use-training-changes';
import { commentTexts as t } from '../tracking.messages';
import { useCalendarContext } from './calendar-context';
import { CommentAttachments } from './comment-attachments';
import { CommentComposer, type CommentDraft } from './comment-composer';

const time = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A block's thread with the coach, and the composer (the client's comment or the coach's reply). */
export function CommentsView({
  block,
  initiallyOpen,
}: {
  block: ShownBlock;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <Stack gap="xs">
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpen(!open)}>
          {open ? t.close : t.open(block.comment_count)}
        </Button>
      </Group>
      <Collapse expanded={open}>{open && <Thread block={block} />}</Collapse>
    </Stack>
  );
}

function Thread({ block }: { block: ShownBlock }) {
  const { mode } = useCalendarContext();
  const comments = useBlockComments(mode, block.id, true);
  const sent = new Set(comments.data?.items.map((comment) => comment.client_key));
  const waiting = block.pending_comments.filter((comment) => !sent.has(comment.client_key));
  const items = comments.data?.items ?? [];
  return (
    <Stack gap="sm" aria-label={t.thread} role="region">
      {comments.isPending && (
        <Loader size="sm" role="progressbar" aria-label={sharedTexts.loading} />
      )}
      {!comments.isPending && items.length === 0 && waiting.length === 0 && (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      )}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((comment) => (
          <SentComment key={comment.id} comment={comment} />
        ))}
        {waiting.map((comment) => (
          <WaitingComment key={comment.client_key} comment={comment} />
        ))}
      </Stack>
      {mode.kind === 'client' ? (
        <ClientComposer blockId={block.id} />
      ) : (
        <CoachComposer userId={mode.userId} blockId={block.id} />
      )}
    </Stack>
  );
}

function SentComment({ comment }: { comment: Comment }) {
  return (
    <li>
      <Text size="sm" fw={600}>
        {comment.author.full_name}{' '}
        {comment.author.role === 'coach' && (
          <Badge size="xs" variant="light">
            {t.coach}
          </Badge>
        )}{' '}
        <Text span size="xs" c="dimmed">
          {time.format(new Date(comment.created_at))}
        </Text>
      </Text>
      {comment.body && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {comment.body}
        </Text>
      )}
      {comment.media.length > 0 && <CommentAttachments media={comment.media} />}
    </li>
  );
}

function WaitingComment({ comment }: { comment: PendingComment }) {
  return (
    <li>
      <Badge size="xs" color="gray" variant="outline">
        {t.waiting}
      </Badge>
      {comment.body && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {comment.body}
        </Text>
      )}
    </li>
  );
}

function ClientComposer({ blockId }: { blockId: number }) {
  const { submit } = useTrainingChanges();
  return (
    <CommentComposer
      label={t.label}
      sendLabel={t.send}
      uploadOnly
      onSend={(draft) => submit({ kind: 'comment', block_id: blockId, ...draft })}
    />
  );
}

function CoachComposer({ userId, blockId }: { userId: string; blockId: number }) {
  const refresh = useRefresh();
  const reply = useMutation({
    mutationFn: (draft: CommentDraft) =>
      call(replyToAthleteEndpoint, { params: { user_id: userId, block_id: blockId }, body: draft }),
    onSuccess: () =>
      refresh([
        getAthleteCommentsEndpoint,
        getAthleteCalendarDaysEndpoint,
        getAthleteCalendarEndpoint,
      ]),
  });
  return (
    <CommentComposer
      label={t.replyLabel}
      sendLabel={t.reply}
      sending={reply.isPending}
      onSend={(draft) => reply.mutateAsync(draft)}
    />
  );
}
