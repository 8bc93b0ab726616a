import { Trans, useLingui } from '@lingui/react/macro';
import { geocodeRoute } from '@marketplace/contracts/catalog/geocoding';
import { Alert, Button, Dialog, SelectField } from '@marketplace/ui';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormTextField } from '../../../lib/forms';
import { addFormIssue, ValidationCode } from '../../../lib/validation';
import { useGeocode } from '../api/geocode';
import { catalogProblemMessage } from '../problem-messages';
import { isProvinceCode, normalisePostalCode, PROVINCE_NAMES, PROVINCES, type Province } from '../province';

interface PostalValues {
  postalCode: string;
}
/** The geocode query (a valid postal code in its canonical form), required by the screen. */
const PostalSchema = z.preprocess(
  (v) => ({ postalCode: normalisePostalCode((v as PostalValues).postalCode) ?? (v as PostalValues).postalCode.trim() }),
  geocodeRoute.query.superRefine((q, ctx) =>
    addFormIssue(ctx, 'postalCode', !q.postalCode ? ValidationCode.required : normalisePostalCode(q.postalCode) === null && ValidationCode.postalCodeInvalid)),
);

/**
 * Spec §2 "change geolocation" modal: the buyer's province (taxes and prices depend on it), found from a postal code
 * (GET /api/catalog/geocode) or picked from the list. The caller remembers it (localStorage).
 */
export function GeolocationDialog({ province, onChange }: { province: Province; onChange: (province: Province) => void }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const form = useForm<PostalValues, unknown, z.output<typeof PostalSchema>>({
    resolver: formResolver(PostalSchema),
    defaultValues: { postalCode: '' },
  });
  const [choice, setChoice] = useState<Province>(province);
  const [found, setFound] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);
  const geocode = useGeocode();

  const choiceName = i18n._(PROVINCE_NAMES[choice]);

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setChoice(province);
      setFound(null);
      setNotFound(false);
      form.reset({ postalCode: '' });
      geocode.reset();
    }
  };

  const lookUp = form.handleSubmit(async ({ postalCode }) => {
    setFound(null);
    setNotFound(false);
    try {
      const location = await geocode.mutateAsync(postalCode);
      if (location && isProvinceCode(location.province)) {
        setChoice(location.province);
        setFound(location.place ? `${location.place} (${location.postalCode})` : location.postalCode);
      } else {
        setNotFound(true);
      }
    } catch {
      // shown from geocode.error below
    }
  });

  const save = () => {
    onChange(choice);
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      title={<Trans>Change geolocation</Trans>}
      description={<Trans>Taxes depend on where you live. Enter your postal code or choose your province.</Trans>}
      trigger={
        <Button variant="text" size="small" className="geolocation__trigger">
          <Trans>Change geolocation</Trans>
        </Button>
      }
      actions={
        <>
          <Button variant="text" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button onClick={save}>
            <Trans>Use this province</Trans>
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form className="geolocation__lookup" onSubmit={(event) => void lookUp(event)} noValidate aria-label={t`Find my province from my postal code`}>
          <FormTextField<PostalValues> name="postalCode" label={t`Postal code`} helperText={t`For example H2X 1Y4`} autoComplete="postal-code" maxLength={7} />
          <Button type="submit" variant="outlined" loading={geocode.isPending}>
            <Trans>Find my province</Trans>
          </Button>
        </form>
      </FormProvider>
      {found ? (
        <Alert variant="success">
          <Trans>
            Found: {found}, {choiceName}
          </Trans>
        </Alert>
      ) : null}
      {notFound ? (
        <Alert variant="warning">
          <Trans>We could not find this postal code. Choose your province in the list instead.</Trans>
        </Alert>
      ) : null}
      {geocode.isError ? <Alert variant="error">{i18n._(catalogProblemMessage(geocode.error))}</Alert> : null}
      <SelectField
        label={<Trans>Province or territory</Trans>}
        value={choice}
        onChange={(event) => isProvinceCode(event.target.value) && setChoice(event.target.value)}
      >
        {PROVINCES.map((code) => (
          <option key={code} value={code}>
            {i18n._(PROVINCE_NAMES[code])}
          </option>
        ))}
      </SelectField>
    </Dialog>
  );
}
