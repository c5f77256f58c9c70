import { useState } from 'react';
import { reportClientError } from '../../../app/client-errors';
import type { MessageKey } from '../../../i18n/i18n';
import type { Coordinates } from '../search-selection';

export type DeviceLocationStatus = 'idle' | 'locating' | 'denied' | 'failed';

const GEOLOCATION_OPTIONS: PositionOptions = { timeout: 10_000, maximumAge: 600_000 };

/**
 * "Use my location": the browser's position, once asked for. rules#errors: geolocation errors are
 * reported; the visitor is told what happened (a refusal, or no position).
 */
export function useDeviceLocation(onFound: (coordinates: Coordinates) => void) {
  const [status, setStatus] = useState<DeviceLocationStatus>('idle');
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;

  function locate() {
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('idle');
        onFound({ lat: position.coords.latitude, lon: position.coords.longitude });
      },
      (error) => {
        setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed');
        reportClientError(`geolocation error ${error.code}: ${error.message}\npage ${location.pathname}`);
      },
      GEOLOCATION_OPTIONS,
    );
  }

  return { supported, status, locate };
}

/** What the visitor is told (a catalog key), per status. */
export const DEVICE_LOCATION_MESSAGES: Record<DeviceLocationStatus, MessageKey | undefined> = {
  idle: undefined,
  locating: 'drug.location.locating',
  denied: 'drug.location.denied',
  failed: 'drug.location.failed',
};
