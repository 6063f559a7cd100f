/** How a verification code reaches a phone; services depend on this, never on a transport. */
export interface PhoneCodeSender {
  sendCode(phoneNumber: string, code: string): Promise<void>;
}
