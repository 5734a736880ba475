import { z } from 'zod';

export interface LoginMessages {
  required: string;
  email: string;
}

/** The login form (spec §5): e-mail required and valid, password required. */
export function loginSchema(messages: LoginMessages) {
  return z.object({
    username: z.string().trim().min(1, { error: messages.required }).pipe(z.email({ error: messages.email })),
    password: z.string().min(1, { error: messages.required }),
    rememberMe: z.boolean(),
  });
}

export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;
