func.func @broadcast_dynamic(%v : vector<3x1xi16>, %w : vector<5xi16>, %s : vector<i16>, %i : index, %j : index, %k : index) -> (i16, vector<5xi16>, i16, i16) {
  %b = vector.broadcast %v : vector<3x1xi16> to vector<2x3x7xi16>
  %0 = vector.extract %b[%i, %j, %k] : i16 from vector<2x3x7xi16>
  %c = vector.broadcast %w : vector<5xi16> to vector<4x6x5xi16>
  %1 = vector.extract %c[%i, %j] : vector<5xi16> from vector<4x6x5xi16>
  %d = vector.broadcast %s : vector<i16> to vector<2x4xi16>
  %2 = vector.extract %d[%k, %j] : i16 from vector<2x4xi16>
  %e = vector.broadcast %v : vector<3x1xi16> to vector<3x4xi16>
  %3 = vector.extract %e[1, %k] : i16 from vector<3x4xi16>
  return %0, %1, %2, %3 : i16, vector<5xi16>, i16, i16
}

func.func @broadcast_kept(%v : vector<3x1xi16>, %i : index) -> vector<4xi16> {
  %b = vector.broadcast %v : vector<3x1xi16> to vector<3x4xi16>
  %0 = vector.extract %b[%i] : vector<4xi16> from vector<3x4xi16>
  return %0 : vector<4xi16>
}
