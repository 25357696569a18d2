'use client';
import { makePage } from '@keystatic/next/ui/app';
import config from '@/keystatic.config';

/** The editor's single-page app (client side: it reads and saves through /api/keystatic). */
export const KeystaticApp = makePage(config);
