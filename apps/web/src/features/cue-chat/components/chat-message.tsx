import type { ChatContent, ChatMessage } from '@cue/contracts';
import { Anchor, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StreamingAnswer } from '../chat-stream';
import { StreamingToolCard, ToolCard } from './cards/tool-card';

/** Text of a message: a string, or text items with their citations. */
function MessageText({ content }: { content: ChatContent }) {
  if (typeof content === 'string') {
    return content ? (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {content}
      </Text>
    ) : null;
  }
  return (
    <Stack gap={4}>
      {content.map((item, index) => (
        <Box key={index}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {item.text}
          </Text>
          {item.annotations.length > 0 && (
            <Group gap="xs">
              {item.annotations.map((annotation) => (
                <Anchor key={annotation.url} href={annotation.url} target="_blank" rel="noreferrer" size="xs">
                  {annotation.title}
                </Anchor>
              ))}
            </Group>
          )}
        </Box>
      ))}
    </Stack>
  );
}

/** The teacher's question, at the end of the line (the start in a right-to-left language is mirrored). */
export function UserBubble({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Paper
        radius="lg"
        px="md"
        py="xs"
        maw="85%"
        bg="var(--mantine-primary-color-light)"
        aria-label={t('cueChat.you')}
        component="article"
      >
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
      </Paper>
    </Group>
  );
}

function AssistantFrame({ children, busy }: { children: React.ReactNode; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" component="article" aria-label={t('cueChat.cue')} aria-busy={busy} maw="100%">
      {children}
    </Stack>
  );
}

/** A final message: its text and its tool cards. */
export function ChatMessageView({ message }: { message: ChatMessage }) {
  if (message.role === 'user') {
    return (
      <UserBubble
        text={
          typeof message.content === 'string'
            ? message.content
            : message.content.map((item) => item.text).join('\n')
        }
      />
    );
  }
  return (
    <AssistantFrame>
      <MessageText content={message.content} />
      {message.tool_calls.map((call) => (
        <ToolCard
          key={call.id}
          card={{ messageId: message.id, toolCallId: call.id, createdOn: message.created_on }}
          name={call.name}
          args={call.args}
        />
      ))}
    </AssistantFrame>
  );
}

/** An answer while it streams: the text so far and each card as its arguments arrive. */
export function StreamingMessageView({ answer }: { answer: StreamingAnswer }) {
  return (
    <AssistantFrame busy>
      <MessageText content={answer.content} />
      {answer.toolCalls.map((call) => (
        <StreamingToolCard key={call.index} name={call.name} args={call.args} />
      ))}
    </AssistantFrame>
  );
}
