/**
 * Loaded before Next.js by every start command (`node --import ./server/preload.mjs …`): the
 * server guard's hook is in place before the server listens, so no request reaches Next.js
 * without the client-address stamp (./http/server-hook.mjs).
 */
import { installServerHook } from './http/server-hook.mjs';

installServerHook(true);
