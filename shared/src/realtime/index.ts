export {
  RealtimeClient,
  reconnectDelay,
  type ConnectionState,
  type ConnectionStatus,
  type RealtimeClientOptions,
  type SocketLike,
} from './realtime-client';
export { getRealtimeClient, resetRealtimeClient, socketUrl } from './realtime';
export { useConnectionState, useRealtime, useRealtimeMessage } from './use-realtime';
export { acknowledgeDelivery, useDeliveryAcknowledgements } from './acknowledge-delivery';
