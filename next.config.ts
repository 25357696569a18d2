import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    // Spec §9: device widths and quality; modern formats first.
    deviceSizes: [640, 768, 1024, 1280],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
  },
};

export default nextConfig;
