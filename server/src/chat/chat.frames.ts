import { CHAT_ERROR_CODES, CHAT_MESSAGE_MAX_LENGTH, type ChatClientFrame } from '@tutorium/shared/contracts';
import { z } from 'zod';

// Content is checked for length after trimming by the service; this only bounds what is parsed.
const MAX_RAW_CONTENT = CHAT_MESSAGE_MAX_LENGTH * 2;
const MAX_KEYWORD = 150;
const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

// Every frame of spec section 7 a client sends, with the optional fields of the contract. Unknown
// fields are ignored (clients may add their own), wrong types refuse the frame.
const clientFrameSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('chat.get_conversations') }),
  z.object({ type: z.literal('chat.search_user'), keyword: z.string().max(MAX_KEYWORD) }),
  z.object({ type: z.literal('chat.start_conversation'), receiver_id: id }),
  z.object({ type: z.literal('chat.get_messages'), conversation_id: id, before_id: id.optional(), after_id: z.number().int().min(0).optional() }),
  z.object({
    type: z.literal('chat.message'),
    conversation_id: id,
    content: z.string().max(MAX_RAW_CONTENT),
    client_id: z.string().min(1).max(64).optional(),
  }),
  z.object({ type: z.literal('chat.typing'), receiver_id: id, is_typing: z.boolean() }),
  z.object({ type: z.literal('chat.read'), conversation_id: id }),
  z.object({ type: z.literal('chat.delivered'), message_id: id }),
]) satisfies z.ZodType<ChatClientFrame>;

export type ParsedFrame = { ok: true; frame: ChatClientFrame } | { ok: false; code: typeof CHAT_ERROR_CODES.invalidFrame; detail: string; requestType?: string; clientId?: string };

const invalid = (detail: string, raw?: Record<string, unknown>): ParsedFrame => ({
  ok: false,
  code: CHAT_ERROR_CODES.invalidFrame,
  detail,
  ...(typeof raw?.type === 'string' && raw.type.length <= 64 && { requestType: raw.type }),
  ...(typeof raw?.client_id === 'string' && raw.client_id.length <= 64 && { clientId: raw.client_id }),
});

/** One text frame from a client: a known frame, or why it is refused. */
export function parseClientFrame(text: string): ParsedFrame {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return invalid('Invalid JSON.');
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return invalid('A frame must be a JSON object.');
  const object = raw as Record<string, unknown>;
  const parsed = clientFrameSchema.safeParse(object);
  if (parsed.success) return { ok: true, frame: parsed.data };
  const issue = parsed.error.issues[0];
  if (issue?.path.length === 0 || issue?.path[0] === 'type') return invalid(`Unknown frame type: ${String(object.type).slice(0, 64)}.`, object);
  return invalid(`${issue?.path.join('.') ?? 'frame'}: ${issue?.message ?? 'invalid'}`, object);
}
