//===-- MemorySlotInterfaces.td - memory slots (mem2reg, SROA) ---===//
//
// Part of ods-rs. Written for ods-rs; names follow MLIR 22.
//
//===----------------------------------------------------------------------===//

#ifndef MLIR_INTERFACES_MEMORYSLOTINTERFACES
#define MLIR_INTERFACES_MEMORYSLOTINTERFACES

include "mlir/IR/OpBase.td"

// The interfaces of memory-to-register promotion and of splitting
// aggregates. Their methods take builders and change the IR while
// returning values, which a generated interface cannot express, so only
// the interfaces are declared here: ods-runtime gives their methods as
// runtime concepts that dialects attach to their ops
// (`ods_runtime::interfaces::memory_slot`).

// MLIR's methods without a default are not declared here:
// getPromotableSlots, getDefaultValue, handleBlockArgument,
// handlePromotionComplete.
def PromotableAllocationOpInterface : OpInterface<"PromotableAllocationOpInterface"> {
  let description = [{ The operation allocates slots that can become SSA values. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here: loadsFrom,
// storesTo, getStored, canUsesBeRemoved, removeBlockingUses.
def PromotableMemOpInterface : OpInterface<"PromotableMemOpInterface"> {
  let description = [{ The operation loads from or stores to a promotable slot. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here:
// canUsesBeRemoved, removeBlockingUses; nor its defaults, which take
// builders: requiresReplacedValues, visitReplacedValues.
def PromotableOpInterface : OpInterface<"PromotableOpInterface"> {
  let description = [{ The operation uses a promotable slot and can stop using it. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here:
// getDestructurableSlots, destructure, handleDestructuringComplete.
def DestructurableAllocationOpInterface
    : OpInterface<"DestructurableAllocationOpInterface"> {
  let description = [{ The operation allocates aggregate slots that can be split. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here:
// ensureOnlySafeAccesses.
def SafeMemorySlotAccessOpInterface : OpInterface<"SafeMemorySlotAccessOpInterface"> {
  let description = [{ The operation accesses a slot only within its bounds. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here: canRewire,
// rewire.
def DestructurableAccessorOpInterface
    : OpInterface<"DestructurableAccessorOpInterface"> {
  let description = [{ The operation accesses a slot and can use its parts instead. }];
  let cppNamespace = "::mlir";
}

// MLIR's methods without a default are not declared here:
// getSubelementIndexMap, getTypeAtIndex.
def DestructurableTypeInterface : TypeInterface<"DestructurableTypeInterface"> {
  let description = [{ The type is an aggregate with indexed elements. }];
  let cppNamespace = "::mlir";
}

#endif // MLIR_INTERFACES_MEMORYSLOTINTERFACES
