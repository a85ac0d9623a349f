import type { Plugin } from 'vite';
import { brand } from '../domain/brand.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fills the brand's name, title and description into index.html, so a rebrand is one file (domain/brand.ts). */
export function brandHtml(): Plugin {
  const values: Record<string, string> = {
    BRAND_NAME: brand.name,
    BRAND_TITLE: brand.pageTitle,
    BRAND_DESCRIPTION: brand.pageDescription,
  };
  return {
    name: 'padaav-brand-html',
    transformIndexHtml: (html) => html.replace(/%(BRAND_[A-Z_]+)%/g, (whole, key: string) => (key in values ? escapeHtml(values[key]!) : whole)),
  };
}
